import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: palm-wine tappers, palm-oil processors and the villages and buyers around them — writers: (1) Pa Santigie, 64, palm-wine tapper near Lunsar, Krio, grandson types for him by voice; (2) Mariama, 34, leader of a women's palm-oil processing group in Kailahun, cheap phone, SMS shorthand; (3) Alhaji Brima, 50s, palm-oil wholesale buyer in Bo market, plain trader's English; (4) Fatu, 22, Fourah Bay College student whose mother runs an oil press in Pujehun, long careful stories; (5) Mr. Lansana Fofanah, retired headteacher and town-chief's clerk in Moyamba, formal letters; (6) Samuel, 40, palm-oil and kernel exporter in Freetown shipping to Guinea, the Gambia and Europe, business emails; (7) Kadiatu, 28, sells palm wine at a bar in Waterloo, Krio fragments; (8) Musa, 19, okada rider carrying palm kernels for his uncle in Kenema, heavy typos and capitals
export const HUNDREDTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o. Good morning to una all", intent: "greeting" },
  {
    message:
      "Police don carry my papa go Lunsar station since yesterday evening. He na palm wine tapper, dem say he cut trees for somebody bush. He still de inside, dem nor gree release am. Abeg help we.",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. My late grandfather planted about two hundred oil palms on land near Mano Junction. Now a man from the next village has put pegs right through the middle of the plantation saying the boundary is his. We have no paper, only what the elders know. I want a lawyer to handle this boundary palaver for our family.",
    intent: "area:land",
  },
  { message: "who win d match for Lunsar mini stadium court yesterday, Palm Wine Boys or Kambia Youth??", intent: "off-topic" },
  {
    message: "Di chief se if I nor pay am half of wetin I tap from di palm tree dem, he go tek di bush from me. Na law dat? E get right fo tek am?",
    intent: "legal-question",
  },
  {
    message:
      "We supplied 40 drums of red oil to a buyer in Kenema in March on credit, he signed a paper to pay after one month. It is now July and he stopped picking my calls. I need a lawyer to collect this money.",
    intent: "area:contract",
  },
  { message: "wat time una de open 2moro? i wan come early before i go market", intent: "hours" },
  {
    message:
      "The young men who tap wine on the other side of the stream came to my hut last night with cutlasses and said if they see me climbing any tree near the swamp again they will chop my hand. I am afraid to go to my trees now and I am sleeping at my brother place.",
    intent: "safety",
  },
  { message: "I would like to book a consultation about our oil mill land this Thursday morning, if a lawyer is free.", intent: "booking" },
  {
    message:
      "My 2 containers of palm kernel nuts are stuck at Queen Elizabeth quay since 3 weeks, shipping line say documents problem. Do you people handle port matters like this?",
    intent: "area:shipping",
  },
  {
    message: "PLS HELP MY UNCLE DEM LOCK AM FOR KENEMA POLICE CELL SINCE LAST NIGHT BCOS OF KERNEL BAGS DEM SAY E TIEF HE NOR TIEF ANYTHING",
    intent: "urgent",
  },
  { message: "How many lawyers do you have in the firm, and are any of them women?", intent: "team" },
  { message: "How much una de charge fo first meeting? Na small palm oil business I get, I nor get big money.", intent: "knowledge:Fees" },
  {
    message:
      "My husband died in January. He had a palm oil press and three acres of palm trees. His brothers have taken over the press and told me to go back to my own family. I need a lawyer to help me with his estate for the sake of my children.",
    intent: "area:family",
  },
  { message: "Please give me recipe for palm oil plasas with cassava leaf, the one with fish and smoked meat.", intent: "off-topic" },
  {
    message: "I want to register our women palm oil group as a proper company so we can sell to the big buyers in Freetown. Do you do company registration?",
    intent: "area:business",
  },
  {
    message:
      "My father gave me the palm bush by mouth before he died, nothing on paper. Does that give me a right to it over my elder brother who now wants to sell it?",
    intent: "legal-question",
  },
  {
    message:
      "Soldiers at the checkpoint near Mile 91 have held my driver and the two boys who were with the palm oil lorry since 6 this morning. They are sitting them by the roadside and say they will take them to the barracks. Please send somebody.",
    intent: "urgent",
  },
  {
    message:
      "Last year police arrested me for a fight at the palm wine bar, I was released the same day. But now I got a summons to appear in Magistrate court next month. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "wetin na una phone number?", intent: "phone" },
  {
    message:
      "Me and my partner in the oil mill have quarrelled over sharing the profit. We don't want to go to court. Can your office arrange a neutral person to settle it between us?",
    intent: "area:arbitration",
  },
  {
    message: "Does any of your lawyers speak Mende? My mother only speaks Mende and she is the one with the palm plantation case.",
    intent: "knowledge:Languages spoken",
  },
  { message: "Is Hawa Turay still at the Bo office? Someone at the oil market told me she is good.", intent: "attorney:Hawa Turay" },
  { message: "lawyer fo lan case? palm bush", intent: "area:land" },
  {
    message:
      "My son is in a cell at Pujehun police station right now. They picked him up this afternoon because the buyer said he watered down the oil. He is only 17. What do I do, please help.",
    intent: "urgent",
  },
  {
    message:
      "my husband beat me again last night because I kept the oil money for school fees. he say when he come back from the bush today he go finish me. i de hide na my sister house now",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I write on behalf of the Moyamba Palm Producers Association. In February we paid a supplier in Freetown Le 45,000 for a screw press machine. He took the money, has delivered nothing, and now avoids us. I should be grateful if your Chambers could take up this matter on our behalf. Yours faithfully, L. Fofanah, Secretary.",
    intent: "area:contract",
  },
  {
    message:
      "Good day. I would like to meet Abdul Rahman Sesay next Tuesday about our cooperative's supply agreement with a Freetown buyer. Please let me know if 10 AM is possible.",
    intent: "booking",
  },
  { message: "Email address pls", intent: "email" },
  {
    message:
      "In our village story, the chief gave custody of the palm wine gourd to the youngest tapper. Can you write me a short poem about it for our cultural day?",
    intent: "off-topic",
  },
  { message: "What kind of cases does your firm take?", intent: "services" },
  { message: "Di man wey buy my oil say e go pay me next year. If I take am go court, di judge go make am pay me with interest?", intent: "legal-question" },
  { message: "Are you open on Saturdays? I only come to Freetown on weekends to buy drums.", intent: "hours" },
  {
    message:
      "We loaded 300 jerrycans of palm oil on a boat from Tombo to Conakry and the boat capsized near the border. The owner of the boat refuses to pay for the goods lost. We need a lawyer for this.",
    intent: "area:shipping",
  },
  { message: "Abeg I wan see lawyer dis week bout mi palm wine bar lease, which day I fit come?", intent: "booking" },
  { message: "Who are the lawyers in your chambers? Please list names.", intent: "team" },
  { message: "How can I get in touch with your office from Kailahun? I don't come to Freetown often.", intent: "contact" },
  {
    message:
      "Good evening. I am writing from inside the police post at Bumbuna on a borrowed phone. They arrested me this morning saying I tapped wine from a government plantation. I have not been charged and they won't let me go. Please can a lawyer come.",
    intent: "urgent",
  },
  {
    message:
      "We have a palm oil trading business name registered since 2019 but my partner wants to bring in a Lebanese investor with shares. We need a lawyer to handle this.",
    intent: "area:business",
  },
  { message: "wetin na di price fo one gallon palm oil na Bo market dis week?", intent: "off-topic" },
  { message: "Is there a place to park my pickup truck at your Freetown office? I'll be coming with drums at the back.", intent: "knowledge:Parking" },
  {
    message:
      "My wife left me and went to Kenema with our two children after we quarreled over the palm wine money. I want her to bring back my children. I need help with custody.",
    intent: "area:family",
  },
  { message: "We get mediation clause for our supply paper wit di oil mill company. Una de do arbitration?", intent: "area:arbitration" },
  {
    message:
      "Our landlord wants us to leave the shed where we boil palm fruit, with only one week notice. Is it legal for him to do that when we paid for the whole year?",
    intent: "legal-question",
  },
  { message: "tenki tenki, God bless", intent: "thanks" },
  { message: "hello?? somebody de", intent: "unknown" },
  {
    message: "I want to report the man who stole 12 drums of oil from our store in Bo. Police are not doing anything. I want him prosecuted.",
    intent: "area:criminal",
  },
  { message: "My phone contract with Orange finish, how I go renew am for bundle?", intent: "off-topic" },
  {
    message:
      "Some people are threatening my mother because she refused to sell them her oil press. They said they will burn the house with her inside. She is alone in the village now.",
    intent: "safety",
  },
  {
    message: "Mi uncle dem wan sell di family lan weh we get di palm tree dem pan am, but we nor all agree. Abeg una fit help we stop am?",
    intent: "area:land",
  },
  { message: "dem carry mi broda go CID since friday, dem say na im burn di man palm wine shed. up to now dem nor release am. abeg", intent: "urgent" },
  {
    message: "Our village is choosing the judge for the Miss Palm Oil pageant this Christmas. What questions should the judge ask the girls?",
    intent: "off-topic",
  },
  { message: "Hw late r u open on fridays? I finish selling oil at 3 in Waterloo", intent: "hours" },
  {
    message:
      "I worked for 6 yrs as foreman at a palm oil estate in Daru, the company sack me with no letter and no pay for last 3 months. I want lawyer to take the matter.",
    intent: "area:contract",
  },
  {
    message:
      "Somebody left a note on my door saying 'stop buying oil from Jojoima or you will see'. Last week my storeroom was set on fire. I don't feel safe sleeping in my house.",
    intent: "safety",
  },
  {
    message: "If the oil palm company on our land never paid the lease money for 5 years, do we have the right to take back the land?",
    intent: "legal-question",
  },
  { message: "Good afternoon sir", intent: "greeting" },
  { message: "pls can i book appointmnt wit a lawyer 4 monday, its about my late fathers palm plantation", intent: "booking" },
  {
    message:
      "Customs at the quay are holding our consignment of palm kernel oil meant for export to Ghana. They say the value declared is wrong and our clearing agent is not helping. We need legal assistance.",
    intent: "area:shipping",
  },
  { message: "Wetin I fo bring when I de come fo di lan case? I get only one old receipt from 1998.", intent: "knowledge:What to bring" },
  { message: "Una get woman lawyer? I want woman to handle my matter.", intent: "team" },
  {
    message: "My husband was taken by police at 5am today from our house in Daru. They did not say why. He is at the station now. Please what can we do?",
    intent: "urgent",
  },
  { message: "I want to make a will so my palm trees and oil press go to my children and not to my brothers. Do you help with wills?", intent: "area:family" },
  { message: "wat is best time of day to tap palm wine so it sweet?", intent: "off-topic" },
  { message: "pls hw 2 get licence 4 palm oil mill, d council say we nid papers. can u help us", intent: "area:business" },
  {
    message: "Mi ex-husband nor de gi moni fo di pikin dem since two years. If I go court, how much di judge go tell am fo pay every month?",
    intent: "legal-question",
  },
  { message: "Please what is your email? I want to send the documents of our cooperative.", intent: "email" },
  {
    message:
      "I was granted bail last month for a matter about stolen palm kernel bags. The case is in Kenema court in two weeks. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "Can you help me write a business plan for a palm oil processing mini-factory? I am applying for a grant.", intent: "off-topic" },
  {
    message:
      "The buyer from Freetown and our group disagree on the quality of the oil we delivered. Both sides agree to use a neutral person instead of court. Do you arrange that?",
    intent: "area:arbitration",
  },
  {
    message:
      "Kushe. Na me Kadie. Police don hol mi bar man since last night, dem say di palm wine we sell make person sick. E still de na Waterloo station. Abeg help.",
    intent: "urgent",
  },
  { message: "Where exactly is your office in Freetown? Which street?", intent: "address" },
  { message: "We want to buy 10 acres for a new palm plantation near Bo. We need a lawyer to do the title search before we pay.", intent: "area:land" },
  {
    message:
      "My husband's family says if I don't leave the house and the oil press they will beat me and my children. They came yesterday with sticks and broke the windows.",
    intent: "safety",
  },
  { message: "Do you only do court cases or also paperwork like agreements and company registration?", intent: "services" },
  { message: "Is the first consultation free? I'm a student helping my mother with her oil business dispute.", intent: "knowledge:Fees" },
  {
    message:
      "We charter a boat from Bonthe to carry palm oil to Freetown every month. The boat owner now wants to cancel the charter halfway. Can your firm help us with this?",
    intent: "area:shipping",
  },
  {
    message: "The village headman said tappers must give him one gallon of wine every day. Does he have the power to make us do that by law?",
    intent: "legal-question",
  },
  { message: "I want to meet Isatu Bangura about my mother's land when my mother comes to Freetown next week.", intent: "booking" },
  { message: "hw do i charge my phone wit solar panel in d village, d battery no de hold charge", intent: "off-topic" },
  {
    message: "the buyer cancel our supply agreement after we don already harvest d fruit. we get paper wey e sign. pls help us enforce am",
    intent: "area:contract",
  },
  { message: "Can I call or WhatsApp you? And send me the email too.", intent: "phone", also: ["email"] },
  {
    message:
      "Good morning, my cousin is on remand at Pademba Road since Tuesday. He was a palm wine tapper in Grafton. The magistrate refused bail. We need a lawyer urgently.",
    intent: "urgent",
  },
  {
    message: "A buyer cheated us with fake money for 20 tins of oil. We reported to police but nothing happened. We want him charged.",
    intent: "area:criminal",
  },
  { message: "r u open nw?", intent: "hours" },
  {
    message: "My daughter wants to marry a man from the oil company. We want a proper marriage done with papers. Do you people handle marriage matters?",
    intent: "area:family",
  },
  { message: "A de tok Temne nomo, small Krio. Una get lawyer we sabi Temne?", intent: "knowledge:Languages spoken" },
  { message: "Thank you for the information, very helpful.", intent: "thanks" },
  { message: "Which club won the league yesterday? My brother says the referee should be charged for that penalty.", intent: "off-topic" },
  {
    message:
      "We are three partners running a palm oil shop in Kenema. One partner wants to leave and take his share. We need help to sort out the partnership papers.",
    intent: "area:business",
  },
  {
    message:
      "We already have an arbitration award against the plantation company for unpaid rent, but they refuse to pay. We need a lawyer to enforce the award.",
    intent: "area:arbitration",
  },
  { message: "Tell me the names of the lawyers pls", intent: "team" },
  { message: "I need help", intent: "unknown" },
  { message: "Dem de follow mi wit cutlass since a refuse fo gi dem mi palm wine moni. Yesiday dem se tonight dem go come fo me. A fred.", intent: "safety" },
  { message: "If my husband dies without a will, will I get his oil palm plantation or will his brothers?", intent: "legal-question" },
  { message: "ATTAH MY FADA DEY INSIDE CELL FOR MOYAMBA SINCE 2 DAYS NOBODY TELL US WHY WE NEED LAWYER NOW", intent: "urgent" },
  { message: "Wetin na di way fo contact una?", intent: "contact" },
  { message: "Could I see a lawyer at your Bo office this Wednesday? It's about the palm oil I sold on credit.", intent: "booking" },
  { message: "hw many litres of palm oil can come from one bunch of fruit?", intent: "off-topic" },
  {
    message:
      "Forest guards caught my father tapping wine at the edge of the Gola reserve and took him to their office in Kenema. They are holding him there now and asking for money before they free him. Please help.",
    intent: "urgent",
  },
  {
    message:
      "My late mother left palm trees in three villages. My brothers and I cannot agree how to share them. We need someone to handle the estate. Do you do letters of administration?",
    intent: "area:family",
  },
  {
    message:
      "A man from Makeni gave me an advance of Le 10,000 to supply palm wine every week for his bar. Now he says the agreement is finished and wants his money back, but I already supplied. I need a lawyer to look at the agreement we wrote.",
    intent: "area:contract",
  },
  {
    message: "Is it against the law to sell palm wine without a council licence? The council people said they will seize my gourds.",
    intent: "legal-question",
  },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message:
      "Every night since I reported the oil thieves, men come and knock on my window and say they know where my children sleep. I have sent the children to my mother but I am still here alone.",
    intent: "safety",
  },
  { message: "Una fit gi mi appointment wit lawyer Friday? Na bout mi palm wine bar wey di landlord wan tek.", intent: "booking" },
  {
    message:
      "Our fishing canoe that also carries palm oil drums to Bonthe was seized by the maritime wing. They say no licence. Can you handle fishing boat matters?",
    intent: "area:shipping",
  },
  { message: "How many partners and associates are there at Kamara & Associates?", intent: "team" },
  { message: "mi wife de na police station since mornin, di oil buyer say she tief im drum. dem nor gree mek a see am", intent: "urgent" },
  { message: "Please are you open during lunchtime? I can only come between 12 and 2 when the market is slow.", intent: "hours" },
  { message: "I go come wit mi okada, una get place fo park am?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir, The Paramount Chief of our chiefdom has granted a lease to an oil palm company over land belonging to four families, including mine, without our consent. We wish to challenge this. I should be grateful if your firm would represent us in the matter. Respectfully, Lansana Fofanah",
    intent: "area:land",
  },
  { message: "Plane go land na Lungi by what time today? my brother de come from London", intent: "off-topic" },
  { message: "What does Ibrahim Jalloh handle? Somebody at the mill said he does business cases.", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "The bank gave our oil company a loan and now they want to take our machines because we are late with 2 payments. We need a business lawyer.",
    intent: "area:business",
  },
  {
    message: "Dem charge me with assault because of fight at palm wine bar last month. I am out on bail now. I need someone to defend me at court.",
    intent: "area:criminal",
  },
  { message: "wetin una de do? una de handle all kind case?", intent: "services" },
  {
    message:
      "I rented a palm bush for 3 years and paid everything. The owner died and his son says the rent is finished. Is he allowed to chase me before the 3 years end?",
    intent: "legal-question",
  },
  { message: "Send me your email address so I can forward the agreement with the buyer.", intent: "email" },
  {
    message:
      "Good evening, my younger brother was arrested in Bo this afternoon at the oil market. The police say he is a suspect in a robbery. He's at Bo central police station now. We need a lawyer tonight.",
    intent: "urgent",
  },
  { message: "We want to settle our dispute with the palm kernel buyer by mediation. Please do you offer mediation?", intent: "area:arbitration" },
  {
    message:
      "My stepfather comes home drunk from the palm wine bar every night and hits my mother. Tonight he said he will kill her. I am 16 and I don't know who to tell.",
    intent: "safety",
  },
  { message: "pls how do I make soap from palm oil, what are the steps?", intent: "off-topic" },
  { message: "mi pikin papa nor de gi mi moni fo di pikin, a wan lawyer fo help mi", intent: "area:family" },
  { message: "What documents should I bring for the meeting about my father's palm plantation?", intent: "knowledge:What to bring" },
  { message: "How do I get in touch with you people? I am in the village, network bad.", intent: "contact" },
  {
    message: "Our landlord sold the land where our palm oil mill stands to another man. The new owner says we must go. We have a lease. Please help us.",
    intent: "area:land",
  },
  { message: "Tenki fo di help, God go bless una.", intent: "thanks" },
  {
    message:
      "Our container of palm oil meant for Banjul was loaded on the wrong vessel and is now in Dakar. The shipping company does not respond to us. Can your firm take this cargo claim?",
    intent: "area:shipping",
  },
  { message: "pls i get problm", intent: "unknown" },
  {
    message:
      "Good afternoon. I am in London and would like a video consultation with a lawyer regarding my late father's palm plantation in Kailahun. Please advise available dates.",
    intent: "booking",
  },
  { message: "Wetin go happen to me if I nor go court? Dem gi mi summons but I de na bush de tap.", intent: "legal-question" },
  { message: "DEM DON TEK MI POPA GO STATION NAW NAW, POLICE DEM CAM NA OS. ABEG", intent: "urgent" },
  { message: "Do you have a number for the Bo office?", intent: "phone" },
  {
    message: "We want to close our palm oil trading company because the partners have all moved on. How does that work, can you handle it?",
    intent: "area:business",
  },
  { message: "I bought a container of rice from Guinea to sell along with my palm oil. How much profit can I make per bag?", intent: "off-topic" },
  { message: "I want to report a man who cut down 50 of my palm trees in the night. I want police to prosecute him.", intent: "area:criminal" },
  { message: "Which landmark is close to your office? I don't know Siaka Stevens Street well.", intent: "address" },
  { message: "Una de open Sunday?", intent: "hours" },
  { message: "Who is the senior partner there?", intent: "team" },
  {
    message: "We signed to supply 100 tins of oil per month to a hotel in Freetown. They now refuse to pay for the last 3 months. Invoices are with us. Help.",
    intent: "area:contract",
  },
  {
    message:
      "I am hiding in the bush near my palm trees since morning, some boys from the next village are looking for me to beat me because of the land. Please what should I do",
    intent: "safety",
  },
  {
    message:
      "Our family and the oil company agreed to go for arbitration instead of court over the compensation. We need a lawyer to represent us at the arbitration.",
    intent: "area:arbitration",
  },
  { message: "My boss at the oil mill hasn't paid me for 4 months. Do I have the right to take one of his machines as payment?", intent: "legal-question" },
  { message: "I am in a cell at Kailahun police. They say I fail to pay the oil loan. Please send lawyer.", intent: "urgent" },
  { message: "Hw do i apply for job at d big palm oil company in Pujehun?", intent: "off-topic" },
  { message: "Hello, good evening", intent: "greeting" },
  { message: "Can I pay your fees in parts after I sell my oil in December?", intent: "knowledge:Fees" },
  {
    message: "I want to see a lawyer about divorcing my husband. He sold all my palm oil and used the money on another woman. Can I come in next week?",
    intent: "booking",
  },
  {
    message: "If the company that buys our fruit breaks the contract after one year instead of five, how much will the court award us?",
    intent: "legal-question",
  },
  {
    message:
      "Good morning. My mother, who processes oil in Pujehun, was taken last night by police because a customer said she sold him oil mixed with dye. She is still detained at the station this morning. We need a lawyer there today.",
    intent: "urgent",
  },
  { message: "Do your lawyers speak French? Our buyer from Guinea doesn't speak English and he needs advice too.", intent: "knowledge:Languages spoken" },
  { message: "For my school homework: describe the trial and error method farmers use to process palm oil. Help me pls", intent: "off-topic" },
  {
    message: "We need a survey done for the palm bush my father left us, because the neighbour keeps moving the beacons. Do you arrange surveys?",
    intent: "area:land",
  },
  {
    message:
      "A man from the plantation company told my husband at the market that if our family keeps complaining about the land, somebody will disappear. My husband laughed but I am scared. He goes alone to the trees every morning.",
    intent: "safety",
  },
  { message: "pls I wnt 2 see lawyer 2moro 10am abt d oil money d buyer owe us", intent: "booking" },
  { message: "Abeg, di man wey wi gi moni fo build wi oil store don run wit di moni, e nor build natin. A wan lawyer fo dis.", intent: "area:contract" },
  {
    message:
      "I was in prison for 6 months in 2021 for a palm oil theft I didn't do, and I was released. Now I want to clear my name. Can I come and meet a lawyer next week?",
    intent: "booking",
  },
  { message: "How many lawyers una get na Bo?", intent: "team" },
  {
    message:
      "Dear Sir/Madam, Our company exported 2 x 20ft containers of crude palm oil to Rotterdam in May. On arrival one container was found leaking and the consignee refused it. The carrier disclaims responsibility. We should be grateful for your assistance with a cargo claim. Regards, Samuel K., Managing Director",
    intent: "area:shipping",
  },
  { message: "my boy dem carry am go station yday 4 palm wine bar fight, e still de dey, dem want 500 fo bail", intent: "urgent" },
  { message: "What time you close on weekdays?", intent: "hours" },
  { message: "I am trying to adopt my late sister's two children who live with me in the village. Do you do adoption?", intent: "area:family" },
  { message: "How much is a bag of palm kernels in Kenema now?", intent: "off-topic" },
  { message: "We need to register a business name for our palm wine bar. We have been operating 3 years without papers.", intent: "area:business" },
  {
    message:
      "My grandmother planted the palm trees on the chief's land 40 years ago. Now the chief's son wants the trees. Who owns the trees by law, the one who planted or the landowner?",
    intent: "legal-question",
  },
  { message: "Parking near your office?", intent: "knowledge:Parking" },
  { message: "Di oil mill company wan make we go court but we want settle am wit mediator. Una fit do dat?", intent: "area:arbitration" },
  { message: "Pls send me ur phone number, I want 2 call", intent: "phone" },
  {
    message:
      "My husband, a palm wine tapper, was arrested in Freetown on Monday for not having ID. He is still in the cell at Eastern Police. No one has told us when he will go to court.",
    intent: "urgent",
  },
  {
    message:
      "My boyfriend forced himself on me at the oil mill after work and said if I tell anyone he will kill me. He is still working there and I have to go back tomorrow.",
    intent: "safety",
  },
  { message: "Mi brodo dem don gi am police bail but dem say e fo go court next week. Una fit defend am?", intent: "area:criminal" },
  { message: "Please what can I use to stop palm wine from getting sour too fast?", intent: "off-topic" },
  {
    message: "My tenant in my house in Kenema has not paid rent for 8 months. He sells palm oil downstairs. I want him out. Please help.",
    intent: "area:land",
  },
  { message: "What services does your firm provide?", intent: "services" },
  { message: "Your email please, I can't call from the UK.", intent: "email" },
  {
    message: "I was dismissed from the oil palm estate after I complained about safety. I had a contract for 2 years. I need a lawyer to challenge this.",
    intent: "area:contract",
  },
  { message: "Di buyer tek mi oil an e nor pay. A fit go tek back mi oil from im store wit my boys or na crime?", intent: "legal-question" },
  {
    message: "Hello I want to book Hawa Turay for Thursday at the Bo office, it's about my oil shop lease, and tell me what papers I should bring.",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "Alright, bye for now.", intent: "goodbye" },
  { message: "d clearing agent tek moni 4 clear our palm oil drums from d port bt he disappear, d drums still de quay. pls help", intent: "area:shipping" },
  {
    message: "Di soja dem hol mi popa na dem barracks na Teko since yestade bikos dem se e tap wine na dem land. Dem nor lef am. Wetin a fo do?",
    intent: "urgent",
  },
  {
    message:
      "Good day. I am a widow from Pujehun. My husband's brother has taken the oil press and says that by custom I belong to him now. I refuse to marry him. I need a lawyer to stand for me and my children.",
    intent: "area:family",
  },
  { message: "Kushe ma", intent: "greeting" },
  { message: "Can you tell me the weather in Kenema this weekend? We want to harvest.", intent: "off-topic" },
  {
    message: "Our cooperative wants to get a loan from the bank for a new press. The bank asked for a lawyer to look at the company documents.",
    intent: "area:business",
  },
  { message: "Someone poisoned my palm wine gourds on the tree and two customers got sick. I want the person found and prosecuted.", intent: "area:criminal" },
  {
    message: "Is there a neutral person at your firm who can settle a quarrel between two palm oil sellers in the same market? We don't want court.",
    intent: "area:arbitration",
  },
  { message: "Are you open tomorrow? Tomorrow is a holiday I think.", intent: "hours" },
  { message: "How do I find your Bo office?", intent: "address" },
  { message: "Please how can I contact you from London?", intent: "contact" },
  { message: "Wetin a fo carry kam wen a de kam fo di consultation?", intent: "knowledge:What to bring" },
  { message: "Dem don bit mi broda bad bad na di palm bush dis morning an dem se dem go cam back fo di res of wi. Wi de hide na di church.", intent: "safety" },
  { message: "Who are your lawyers in the Bo office?", intent: "team" },
  { message: "thanx u vry much", intent: "thanks" },
  { message: "ok so", intent: "unknown" },
  { message: "Is it legal for the oil company to pay us per bunch and not per weight like they promised?", intent: "legal-question" },
  { message: "They came for my husband at the mill right now, police are putting him in their vehicle. Please what do I do??", intent: "urgent" },
  { message: "The magistrate in our village drama is played by my son. Help me write his lines, it is a story about a palm wine thief.", intent: "off-topic" },
  {
    message:
      "Good morning. I'm driving from Bo with oil drums on Thursday and want to stop by your Freetown office. Until what time are you open, and where exactly is the office?",
    intent: "hours",
    also: ["address"],
  },
  { message: "abeg dem don lock mi sista na Bo police station since Sunday, she de sell oil na market an dem se she buy tif drum", intent: "urgent" },
  { message: "What is the best fertiliser to make palm trees bear more fruit? The land is sandy.", intent: "off-topic" },
  { message: "Family land palaver. My aunties want to sell the plot where we process oil. Pls I need lawyer", intent: "area:land" },
  {
    message: "The oil mill owner says because I took an advance, I cannot sell my fruit to any other buyer for 3 years. Can he stop me legally?",
    intent: "legal-question",
  },
  { message: "Hello, what areas of law do you cover?", intent: "services" },
  {
    message:
      "I'm writing for my neighbour, she is too scared. Her husband chased her and the children out last night with a cutlass, saying he will finish them when he's drunk again. They are in my house but he knows where I live.",
    intent: "safety",
  },
  {
    message:
      "We are forming a company with a Ghanaian investor to build a palm oil refinery in Kenema. We need a lawyer for the shareholding agreement and the investment registration.",
    intent: "area:business",
  },
  {
    message: "Please I need someone to review the supply contract the big company gave our cooperative before we sign. The English is hard.",
    intent: "area:contract",
  },
  {
    message:
      "I am writing from a cell in Magburaka police station, my friend lent me his phone. I was picked up yesterday after the palm wine bar fight. They have not charged me. Please help.",
    intent: "urgent",
  },
  { message: "Tell me about Christiana Thomas. Does she do contract cases?", intent: "attorney:Christiana Thomas" },
  { message: "Can I have a meeting with a lawyer on Saturday morning? I only come down from the village on weekends.", intent: "booking" },
  { message: "Which vitamins are in red palm oil? Is it good for pregnant women?", intent: "off-topic" },
  {
    message: "My brother died and left his wife and 5 children. The wife wants to take everything to her own family. We want a lawyer for the estate.",
    intent: "area:family",
  },
  {
    message:
      "Good day, my palm oil consignment to Liberia was held by customs at the border and the clearing agent says the papers are wrong. Do you handle customs matters?",
    intent: "area:shipping",
  },
  { message: "Pls if I divorce, will I keep half of d palm oil business we build 2gether?", intent: "legal-question" },
  { message: "How much is the consultation fee for a land matter?", intent: "knowledge:Fees" },
  {
    message:
      "Police have invited me to come to the station on Monday for questioning about missing oil at the depot. I have not been arrested. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  {
    message: "PLEASE OUR CHAIRLADY OF THE PALM OIL WOMEN IS DETAINED AT KAILAHUN POLICE, THEY TOOK HER THIS MORNING AFTER THE PROTEST AT THE COMPANY GATE",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, Our Chiefdom Council and the oil palm company have agreed to settle the compensation dispute through arbitration. We require counsel experienced in arbitration. Kindly confirm whether your Chambers undertakes such matters. Yours faithfully, L. Fofanah",
    intent: "area:arbitration",
  },
  { message: "How do you land a good price for palm oil in Freetown? Which market pays best?", intent: "off-topic" },
  { message: "Hi", intent: "greeting" },
  { message: "I want to buy a house in Bo with money from my oil business. Can you do the conveyancing for me?", intent: "area:land" },
  { message: "emel adres?", intent: "email" },
  {
    message:
      "Some tappers said they will ambush me on the road to Kambia because I got the chief's permission and they didn't. My wife says I should not go out. I'm staying inside today.",
    intent: "safety",
  },
  { message: "My employer says if I leave the oil estate before my contract ends I must pay back 6 months salary. Is that allowed?", intent: "legal-question" },
  { message: "Una lawyer dem plenty? Na man or woman?", intent: "team" },
  { message: "Can I speak Limba with the lawyer? My English is not strong.", intent: "knowledge:Languages spoken" },
  { message: "Which bus from Kenema to Freetown is cheapest now?", intent: "off-topic" },
  { message: "Wi sell 30 tin oil to one trader na Lumley, e gi wi cheque, di cheque bounce. Wi wan lawyer fo collect wi moni.", intent: "area:contract" },
  { message: "a de go now, bye", intent: "goodbye" },
  {
    message:
      "Right now the police are in our compound, they say they came to arrest my husband over the land fight. They are holding him outside. Please send someone quickly.",
    intent: "urgent",
  },
  { message: "We need a licence to export palm kernel. Which papers? Can you help our company get it?", intent: "area:business" },
  {
    message: "I own 2 fishing boats in Tombo that we also use to bring palm oil from Shenge. One boat was damaged by a bigger vessel at sea. I want to claim.",
    intent: "area:shipping",
  },
  { message: "When is the office open? Mon to Fri only?", intent: "hours" },
  { message: "Give me a number I can call, my credit is small so tell me if I can flash you.", intent: "phone" },
  { message: "I want to meet Adama Koroma about my business registration. Is next Wednesday possible?", intent: "booking" },
  {
    message:
      "My son is accused of setting fire to a palm oil store. He has not been arrested yet but the police are looking for him. We want a lawyer before he goes to them.",
    intent: "area:criminal",
  },
  { message: "Pls i want custody of my 2 children, their father is a tapper in Port Loko and he took them since Christmas", intent: "area:family" },
  {
    message: "Can your firm send a mediator to our village? Two families are quarrelling about palm trees and the chief wants an outside neutral person.",
    intent: "area:arbitration",
  },
  { message: "Na usai una office de na Freetown?", intent: "address" },
  { message: "best way to reach una?", intent: "contact" },
  {
    message:
      "The buyer wrote on our agreement that if the oil is late by one day he pays half. We were late by one day because of the rain. Does he have the right to pay only half?",
    intent: "legal-question",
  },
  { message: "They've held my uncle at Lunsar police since Thursday, no food, no charge. He is old. Please can someone go?", intent: "urgent" },
  { message: "Please write a CV for me, I want to apply as a mill supervisor.", intent: "off-topic" },
  { message: "Thank you so much, you have really helped my mother and me.", intent: "thanks" },
  { message: "Good day. About what I said before.", intent: "unknown" },
  { message: "Una get space fo park lorry? Wi de kam wit di oil lorry.", intent: "knowledge:Parking" },
  { message: "pls book me 4 consult wit any lawyer dis wk, its abt my palm oil store lease in bo", intent: "booking" },
  {
    message: "My husband promised to beat me with the palm frond whip again if I go to the women's meeting tomorrow. Last time I ended up in hospital.",
    intent: "safety",
  },
  { message: "Do you people do things for small business people like us or only big companies?", intent: "services" },
  { message: "HOW 2 GET MY DRUMS FROM QUAY, CUSTOMS HOLD AM 2 WEEKS. U DO PORT CASE?", intent: "area:shipping" },
  {
    message:
      "Please, my husband was remanded at Kenema Correctional Centre last week over the oil store fire. He is still there and the next court date is in a month. We need a lawyer to apply for bail.",
    intent: "urgent",
  },
  { message: "If I sign the paper the oil company brought, will I lose my family land forever?", intent: "legal-question" },
  { message: "How do I bail water out of my canoe quickly when crossing to Bonthe? It leaks and my oil drums get wet.", intent: "off-topic" },
  {
    message: "My wife and I want to separate. We have an oil shop together and two kids. I want a lawyer to arrange the separation properly.",
    intent: "area:family",
  },
  {
    message:
      "Since I told the police about the men stealing fruit from the plantation, they have been sending me messages saying I'm a dead man. Yesterday one of them waited by my gate.",
    intent: "safety",
  },
  { message: "pls we want 2 add new shareholders 2 our palm oil company, hw do we do it, can u help", intent: "area:business" },
  {
    message:
      "I'd like to arrange a consultation with Fatmata Kamara about the lease the oil palm company is offering our family. Any day next week works for me.",
    intent: "booking",
  },
  {
    message:
      "I supplied palm kernels to a trader in Kenema for 6 months. He owes me for 4 invoices. He says he will pay when he sells, but that was in January. Please can you write him a demand letter?",
    intent: "area:contract",
  },
  { message: "Do you handle cases for farmers and village people?", intent: "services" },
  { message: "pls mi papa still de insai since yestade na Moyamba, dem se na im cut di chief palm tree dem. nobody tell wi wetin go happen", intent: "urgent" },
  { message: "Should I bring the land survey plan and the old lease to the meeting, or only copies?", intent: "knowledge:What to bring" },
  {
    message:
      "Our family has a title deed from 1975 but another family got a new one from the Lands Ministry for the same palm plantation. We need a lawyer for this title dispute.",
    intent: "area:land",
  },
  { message: "How do I make palm wine vinegar at home?", intent: "off-topic" },
  { message: "U open on Sat morning?", intent: "hours" },
  {
    message:
      "The man who beat my son at the palm wine bar last month is walking free. We reported to police but they say we must bring a lawyer. We want him prosecuted.",
    intent: "area:criminal",
  },
  {
    message: "My husband married a second wife under custom. When he dies, will my children and her children share the palm trees equally?",
    intent: "legal-question",
  },
  { message: "Mediation services? Our oil cooperative members are in conflict about sharing profit.", intent: "area:arbitration" },
  {
    message: "Kushe, police don hol mi boy pikin since las nite na Waterloo, dem se e sell palm wine to small pikin dem. E de insai up to now.",
    intent: "urgent",
  },
  { message: "Please what's the consult email?", intent: "email" },
  {
    message: "My little sister's school debate topic is whether the judge of a football match should use video. Give me points for her side.",
    intent: "off-topic",
  },
  {
    message: "I have been married in church for 10 years. My husband sold our palm oil and left for Guinea. I want a divorce. Do you do divorce?",
    intent: "area:family",
  },
  { message: "Good morning una, how di day?", intent: "greeting" },
  { message: "wi chief pikin de tret mi se if a nor gi am mi oil, e go mek dem bit mi. E don sen pipul kam mi shop.", intent: "safety" },
  {
    message:
      "We had a charter with a small vessel owner to carry 500 drums of palm oil to Banjul. He took the freight and never sailed. Do you handle charter disputes?",
    intent: "area:shipping",
  },
  { message: "Di man wey rent mi palm bush don cut plenty tree dem. Di law gi mi right fo claim fo di tree dem?", intent: "legal-question" },
  { message: "appointment pls 4 fri afternoon abt land issue", intent: "booking" },
  { message: "Do you offer free legal help for poor women? Our palm oil group has no money.", intent: "knowledge:Fees" },
  { message: "Are all your lawyers in Freetown, or are some of them in the provinces?", intent: "team" },
  {
    message:
      "Good afternoon, I am the secretary of the Tappers Association. Three of our members were arrested this morning by police at Rokupr and are still held at the station. We request a lawyer to attend urgently.",
    intent: "urgent",
  },
  { message: "I want to lease 5 acres of my palm bush to a company. I need a lawyer to draft the lease.", intent: "area:land" },
  {
    message:
      "We hired a mechanic to install the kernel cracker, paid him in full, and he disappeared after 2 days with nothing working. We want our money back.",
    intent: "area:contract",
  },
  { message: "Una get WhatsApp number?", intent: "phone" },
  {
    message:
      "I'm a Sierra Leonean living in Germany and I want to invest in a palm oil plantation company back home. I need a lawyer to guide the investment and the company set-up.",
    intent: "area:business",
  },
  { message: "I want to know the kind of cases you handle, list them for me pls", intent: "services" },
  { message: "Which is cheaper to send money from UK to Kailahun, Orange Money or Western Union? The agent took a big charge last time.", intent: "off-topic" },
  { message: "Where is the Bo office, which road?", intent: "address" },
  { message: "I have been summoned to Bo Magistrate Court for selling adulterated oil. I'm not in custody. I want a defence lawyer.", intent: "area:criminal" },
  { message: "Many thanks for your quick answer.", intent: "thanks" },
  {
    message: "The other party wants to set aside the arbitration award we won over our oil mill. Can you defend the award and get it enforced?",
    intent: "area:arbitration",
  },
  { message: "If I report my brother for stealing family oil money, will he go to prison?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I write with urgency. My son, a student at Njala, was detained by soldiers yesterday on the road near Mattru while carrying palm oil for his mother. He is still held at their post. We beg your assistance.",
    intent: "urgent",
  },
  { message: "hmm abeg", intent: "unknown" },
  { message: "Do you have interpreters? My grandfather speaks only Sherbro.", intent: "knowledge:Languages spoken" },
  { message: "Is it true that palm wine cures malaria?", intent: "off-topic" },
  { message: "What time does the office open in the morning?", intent: "hours" },
  { message: "I want to contact the firm, how?", intent: "contact" },
  {
    message:
      "My husband came home full of palm wine, locked the door and beat my daughter and me. He is sleeping now and said tomorrow he will continue. We are afraid to stay but have nowhere to go.",
    intent: "safety",
  },
  { message: "ok see you later", intent: "goodbye" },
  { message: "Can I come see a lawyer at the Bo office on Tuesday at 2pm?", intent: "booking" },
  {
    message:
      "We have a written agreement with a hotel to supply palm wine every week. They paid for 2 months, then stopped and now buy from someone else. Please can you enforce the agreement?",
    intent: "area:contract",
  },
  { message: "Dem don hol mi man na police since tu dey, dem se na im tif di oil. Abeg wi nor get moni fo bail.", intent: "urgent" },
  { message: "Hw to climb palm tree safely wit rope? my son want learn tapping", intent: "off-topic" },
  {
    message:
      "Good afternoon. My late father's palm plantation in Kailahun is being farmed by a cousin who now claims it as his. I live in London. I need a lawyer to do a title search and protect our family land.",
    intent: "area:land",
  },
  { message: "Is Mohamed Conteh the one who does criminal cases? My cousin recommended him.", intent: "attorney:Mohamed Conteh" },
  {
    message: "The court gave me custody of my children last year, but now their father says he will take them back when they turn 10. Is he right?",
    intent: "legal-question",
  },
  {
    message: "Mi uncle dem se if a nor lef di palm bush dem go mek juju fo kill mi, an las nite dem kam wit stick na mi domot. A de fred fo slip na os.",
    intent: "safety",
  },
  { message: "I'd like to meet Ibrahim Jalloh to discuss registering our oil export company. Would Monday afternoon work?", intent: "booking" },
  { message: "our oil drums fell in d sea wen dem de load am na quay, d port ppl say nt dem fault. pls help claim", intent: "area:shipping" },
  { message: "Una open now? Na lunch time.", intent: "hours" },
  {
    message:
      "We run a palm oil business with my two brothers as partners, with no papers. We want to make it a proper partnership with a written agreement. Please help.",
    intent: "area:business",
  },
  {
    message: "I was convicted last month for stealing kernel bags and I paid the fine. I did not do it and I want to appeal. Do you do appeals?",
    intent: "area:criminal",
  },
  { message: "What is the best container to keep palm oil so it does not go rancid? Plastic or metal?", intent: "off-topic" },
  { message: "My fiance is from Guinea and we want to marry at the registry in Freetown. Do you help with marriage papers?", intent: "area:family" },
  { message: "Can I leave my motorbike outside your office while I'm inside?", intent: "knowledge:Parking" },
  { message: "What is your email? I want to write formally.", intent: "email" },
  { message: "Dey don kam tek mi brodo naw, di police dem de na di yard. Abeg kam!!", intent: "urgent" },
  { message: "Can a lawyer from your firm act as a neutral person between our village and the palm oil buyers association?", intent: "area:arbitration" },
  { message: "Una de help wit agreement, lan, company tins? Wetin una de do?", intent: "services" },
  { message: "I lent my oil press to my neighbour and he broke it. Must he pay for a new one by law or only repair it?", intent: "legal-question" },
  { message: "Which lawyers in your firm are there for land cases?", intent: "team" },
  { message: "what is the capital of Guinea? i want to send oil there", intent: "off-topic" },
  { message: "The landlord of our oil shop in Kenema raised the rent 3 times this year and now wants to evict us. We need help.", intent: "area:land" },
  { message: "My wife was arrested at the market this morning and is in the Bo police cell, they say her oil is fake.", intent: "urgent" },
  { message: "Do I need to bring my ID card and the sale agreement for the oil press?", intent: "knowledge:What to bring" },
  { message: "How can I get hold of you if I'm not in Freetown?", intent: "contact" },
  { message: "Call number?", intent: "phone" },
  {
    message:
      "There are men with machetes outside our processing shed right now shouting that we stole their fruit. The women are inside and afraid to come out.",
    intent: "safety",
  },
  {
    message: "I need a lawyer to help me get maintenance from my children's father. He sells palm oil at Kissy and refuses to support the kids.",
    intent: "area:family",
  },
  {
    message: "The council closed our palm oil mill because our business licence expired. We need a lawyer to help renew it and reopen.",
    intent: "area:business",
  },
  {
    message: "Is it your firm that helps with vessels detained at the port? Our small cargo ship with palm kernel is detained for unpaid port dues.",
    intent: "area:shipping",
  },
  {
    message: "I want to report the tax collector who took our oil money by force at the checkpoint and gave no receipt. I want him charged.",
    intent: "area:criminal",
  },
  { message: "Abeg, if di police hol mi fo sell palm wine widout licence, dem go fit put mi na prison?", intent: "legal-question" },
  { message: "I want to book a consultation for my mother about her palm land, she will come on Monday with me.", intent: "booking" },
  { message: "Are you open during the Christmas holiday?", intent: "hours" },
  {
    message: "Pls help. My 15 yr old son has been held at Kenema police station since Saturday with adults. They say he stole palm wine. Still there.",
    intent: "urgent",
  },
  { message: "Can you recommend a good generator for a small palm oil press, which brand?", intent: "off-topic" },
  {
    message:
      "I worked as driver for an oil buyer for 3 years. He sacked me and refused my end-of-service pay. My contract says 1 month per year. Help me get it.",
    intent: "area:contract",
  },
  { message: "Tenki ya, una try", intent: "thanks" },
  { message: "Which side of Siaka Stevens Street are you, close to the Cotton Tree?", intent: "address" },
  { message: "Bye, take care.", intent: "goodbye" },
  { message: "Is it legal for the chief to fine me 2 million leones because my palm wine made his son drunk?", intent: "legal-question" },
  { message: "Apart from court cases, what other services do you offer?", intent: "services" },
  { message: "How do I make palm oil stew for a family of ten? My husband says the last one was a crime.", intent: "off-topic" },
  { message: "mi sista husband de na cell na Bonthe since monday, police say im fight di oil buyer. nobody don go see am", intent: "urgent" },
  { message: "We signed an arbitration clause with the export company. Now they refuse to appoint an arbitrator. Can you help?", intent: "area:arbitration" },
  { message: "Hello there!", intent: "greeting" },
  {
    message: "Do you charge per hour or per case? My land case might be long. And what papers do I bring?",
    intent: "knowledge:Fees",
    also: ["knowledge:What to bring"],
  },
  {
    message:
      "My co-wife's brothers are threatening to beat me because my husband gave me the oil press. They came to the house today and said next time they will bring cutlasses.",
    intent: "safety",
  },
  { message: "Hw do i make appointmnt wit lawyer, i wnt 2 come thursday", intent: "booking" },
  { message: "pls help my husband de beat me now now, e lock d door, a de hide na bathroom wit d pikin", intent: "safety" },
  { message: "Please write a love poem for my wife, she sells palm oil and she is my judge and my jury.", intent: "off-topic" },
  {
    message:
      "Good evening. My father, who taps wine near Makeni, was arrested this afternoon after a dispute with the landowner. He is currently held at Makeni police station and they are refusing bail. Could a lawyer attend tonight?",
    intent: "urgent",
  },
  {
    message: "My father died with a will but my uncle hid the will and is sharing out the palm trees himself. I need a lawyer to handle the estate.",
    intent: "area:family",
  },
  { message: "Somebody is building a house inside our palm plantation at night. We want to stop him. Help pls.", intent: "area:land" },
  { message: "If the buyer says my oil was bad after 2 weeks, does he still have to pay me? There was no written agreement.", intent: "legal-question" },
  { message: "Kushe, a wan mit lawyer fo tok bout mi lan, wetin dey a fit kam?", intent: "booking" },
  { message: "Hello, good day to you", intent: "greeting" },
  {
    message: "The bank froze our business account because of a loan dispute with our palm oil company. Please we need a business lawyer.",
    intent: "area:business",
  },
  { message: "The company that rented our trucks to carry fruit hasn't paid for 3 months. We have the signed contract.", intent: "area:contract" },
  { message: "dem ketch mi kombra na di palm wine bar las nite, police carry am go, up to now e nor kam back. wi de luk fo am na station", intent: "urgent" },
  { message: "Can I come after 5 pm? I finish at the mill late.", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, We are importers of palm oil processing equipment. Our container has been held at Queen Elizabeth II Quay over demurrage charges disputed with the shipping line. We seek legal assistance. Regards, S. Kargbo, Operations Manager.",
    intent: "area:shipping",
  },
  {
    message: "I'm a tapper and the forest guards have summoned me to court for tapping in the reserve. I'm at home, not arrested. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "My palm wine customer fell from a bench drunk and broke his leg. Will the court make me pay his hospital bill?", intent: "legal-question" },
  { message: "Pls translate palm wine into Temne and Mende for my signboard.", intent: "off-topic" },
  { message: "Who works at Kamara & Associates? I want to know the lawyers before I come.", intent: "team" },
  { message: "Can we talk in Krio when I come? My English no too strong.", intent: "knowledge:Languages spoken" },
  {
    message: "A man in our village says he will shoot me with his hunting gun if I tap from the palm trees by the river again. He fired in the air yesterday.",
    intent: "safety",
  },
  {
    message: "Di trader dem an wi women group don agree fo sidown wit one neutral pesin instead of court. Una get pesin fo do di arbitration?",
    intent: "area:arbitration",
  },
  {
    message: "URGENT: my mum is detained at Pujehun police since yesterday for protesting against the oil palm company. They won't let us see her.",
    intent: "urgent",
  },
  { message: "what kinds of legal help do you give?", intent: "services" },
  { message: "wetin na di price fo palm wine gourd na Waterloo now?", intent: "off-topic" },
  { message: "I want full custody of my daughter. Her mother moved to Liberia with a palm oil trader and left her with my mother.", intent: "area:family" },
  { message: "Abeg, I de buy lan fo build small oil mill na Kenema, I wan lawyer fo check di papers.", intent: "area:land" },
  {
    message: "Police came to my shop yesterday, asked questions and left. They say they may charge me over mixed oil. I want a lawyer ready.",
    intent: "area:criminal",
  },
  { message: "Una number fo call pls, a nor get data fo internet.", intent: "phone" },
  { message: "Is parking free near the chambers?", intent: "knowledge:Parking" },
  { message: "Thanks a lot, I'll tell the women in the group.", intent: "thanks" },
  { message: "Is it against the law for the mill owner to keep our oil as security until we pay the milling fee?", intent: "legal-question" },
  {
    message:
      "They have locked my father inside the chief's barri since morning and the chiefdom police are guarding him. They say he won't leave until he pays a fine for tapping.",
    intent: "urgent",
  },
  { message: "direction to ur office from Lumley?", intent: "address" },
  { message: "We want to get our palm oil brand registered and get a licence to sell in supermarkets. Help with the papers please.", intent: "area:business" },
  {
    message: "Please I would like to book an appointment with Christiana Thomas concerning the supply agreement our cooperative signed. Friday would suit me.",
    intent: "booking",
  },
  { message: "my phone no de charge again an d screen broke wen a fall from palm tree, hw 2 fix am?", intent: "off-topic" },
  {
    message: "The supplier took money for 50 empty drums and delivered only 20. He says the rest is coming, for 4 months now. I want a lawyer.",
    intent: "area:contract",
  },
  {
    message:
      "My daughter told me the owner of the oil mill where she works touches her and threatens to sack her and hurt her if she tells. She is 15. She is there now.",
    intent: "safety",
  },
  {
    message:
      "Our fishing trawler from Shenge was arrested by the navy for fishing in the wrong zone. The crew have been released but we want the boat back. Who handles this?",
    intent: "area:shipping",
  },
  { message: "Do you work on Saturdays or only weekdays?", intent: "hours" },
  { message: "Can I see the lawyer in your Bo office this week? It's about the kernel money the buyer owes us.", intent: "booking" },
  { message: "Kushe kushe, aw di bodi?", intent: "greeting" },
  { message: "I want to get in touch, which way is best for someone on Bonthe island?", intent: "contact" },
  {
    message: "Our company has an arbitration award from London against a palm oil buyer in Freetown. We need to enforce it in Sierra Leone.",
    intent: "area:arbitration",
  },
  {
    message: "My brother is in Bo prison on remand for 3 months now for a palm oil theft case, no trial date. We want a lawyer to take his case.",
    intent: "urgent",
  },
  {
    message: "My landlord says I cannot put a palm wine bar in the shop I rent. Can he stop me if the lease doesn't say anything about it?",
    intent: "legal-question",
  },
  { message: "Bye bye una", intent: "goodbye" },
  { message: "How can I make my palm oil label more appealing to customers? Give me design ideas.", intent: "off-topic" },
  { message: "Besides land and family, what do you do?", intent: "services" },
  { message: "Wetin a fo prepare bifo a kam fo mit di lawyer?", intent: "knowledge:What to bring" },
  {
    message: "Me and my children are hiding at the mission since last night because my husband's people said they will cut me for selling the oil without him.",
    intent: "safety",
  },
];
