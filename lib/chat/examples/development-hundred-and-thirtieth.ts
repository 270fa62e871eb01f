import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: welders, blacksmiths, iron-gate makers and metal workshops (apprentices, customers' gates and burglar bars, scrap suppliers, power cuts, neighbours complaining of noise). writers: (1) Pa Foday, 60, master blacksmith at Kissy, writes Krio, old button phone; (2) Mariatu, 23, welding apprentice in Makeni, SMS shorthand; (3) Samuel Cole, 47, managing director of an iron works in Wellington, formal emails; (4) Abu Kanu, 34, scrap metal dealer at Dockyard, voice-to-text; (5) Josephine Williams, 63, retired teacher at Hill Station, customer of a gate maker, long stories; (6) Ibrahim, 19, gate-making apprentice in Bo, heavy typos and no punctuation; (7) Kadiatu, 41, market trader and neighbour of a workshop in Goderich, mixed Krio-English; (8) Tamba, 37, Sierra Leonean welder in London who ships machines home, short fragments.
export const DEVELOPMENT_HUNDRED_AND_THIRTIETH: LabelledMessage[] = [
  { message: "Kushe o! Good morning una", intent: "greeting" },
  {
    message: "Police don carry mi boss go Kissy station dis morning, dem say na stolen iron rod wi buy from scrap man. E still de insai. Abeg help",
    intent: "urgent",
  },
  {
    message:
      "I made six burglar bars and a sliding gate for a customer in Lumley. He paid 40 percent deposit, collected everything, and now refuses to pay the balance because he says the paint is not even. I have the order book with his signature. I need a lawyer to help me collect my money.",
    intent: "area:contract",
  },
  { message: "wat is d best welding rod 4 thin sheet 6013 or 7018", intent: "off-topic" },
  { message: "If my apprentice gets burnt in my workshop, am I responsible by law to pay his hospital bill?", intent: "legal-question" },
  { message: "Are you open on Saturday? I am in the workshop all week and Saturday is the only day I can come.", intent: "hours" },
  {
    message:
      "The man next door says if he hears my grinder one more time after seven o'clock he will come with his boys and burn my shed with me inside it. Last night he came and stood at my gate with a cutlass until midnight. My wife has not stopped crying and the apprentices refuse to come to work. I don't know what to do.",
    intent: "safety",
  },
  { message: "Abeg una de handle lan matter? Di plot wey a build mi forge pan, one family don cam say na dem granpa lan.", intent: "area:land" },
  { message: "I would like to book a consultation with a lawyer next Tuesday about the lease on my workshop.", intent: "booking" },
  {
    message:
      "My container of used welding generators from Rotterdam has been held at Queen Elizabeth II Quay for three weeks, customs say the papers are wrong. Can you help me get it cleared?",
    intent: "area:shipping",
  },
  { message: "how do i charge a 12v car battery with my welding machine is it safe", intent: "off-topic" },
  { message: "i wan register mi welding shop as proper business name so a fit get govment contract. una fit help?", intent: "area:business" },
  { message: "how many lawyers work in your chambers", intent: "team" },
  { message: "MY APPRENTICE ARRESTED AT KISSY ROAD NOW POLICE SAY HE STOLE CABLE PLS COME", intent: "urgent" },
  {
    message:
      "My husband was a blacksmith in Kabala for thirty years. He died in March and left the forge, the tools and a small house behind the market. His brothers have already carried away the anvils and the bellows and say the house is theirs too. I need someone to help me with his estate.",
    intent: "area:family",
  },
  { message: "Can my landlord double the rent on my workshop just because he saw me buy a new arc welder?", intent: "legal-question" },
  {
    message: "Me and my partner in the iron works are fighting over who owns the big lathe. We don't want to go to court. Do you people do mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "Somebody broke into my workshop last week and took four oxy-acetylene cylinders. I reported it to Lumley police but nothing is moving. I know who did it and I want him prosecuted.",
    intent: "area:criminal",
  },
  { message: "wetin na una fon nomba", intent: "phone" },
  { message: "Write me a short speech for my apprentice's graduation at the workshop on Friday", intent: "off-topic" },
  { message: "How much una de charge for di first consultation? Na small welder a be o, no big money", intent: "knowledge:Fees" },
  { message: "Dem lock mi broda since yestade for Congo Cross station say e weld gate wey fall pan pikin. E still de insai. Wetin a go do", intent: "urgent" },
  {
    message:
      "I supplied two tonnes of angle iron to a construction company in Waterloo on credit. The invoice is three months unpaid and they no longer answer my calls. Please help me recover it.",
    intent: "area:contract",
  },
  { message: "pls hlp d scrap boys dem say dem go cut me wit machete if i no pay dem bk today. i de hide insai d shop now", intent: "safety" },
  { message: "Can I see Mohamed Conteh on Thursday morning about a gate contract that went wrong?", intent: "booking" },
  { message: "What kind of cases does your firm handle?", intent: "services" },
  {
    message:
      "In 2019 I bought a plot at Grafton to build a bigger forge and paid the seller in full. I fenced it with my own iron sheets. This month another man came with labourers, pulled down my fence and started putting pillars, saying he has a conveyance too. I want a proper title search and a lawyer to fight for my land.",
    intent: "area:land",
  },
  { message: "wetin go happen to me if di gate wey a weld fall pan somebody pikin? dem fit jail me?", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, Our company imported a consignment of galvanised steel sheets aboard the MV Atlantic Star. On discharge at the Quay, fourteen bundles were missing against the manifest. We wish to lodge a cargo claim against the carrier and should be grateful if you would confirm whether your chambers can act for us. Yours faithfully, S. Cole, Managing Director",
    intent: "area:shipping",
  },
  { message: "email address pls", intent: "email" },
  {
    message:
      "Good evening. Soldiers came to our workshop at Wellington around four o'clock and took my son and two apprentices. They say we are making guns because they saw the forge and the pipes. They are holding them at the barracks right now and will not let us see them. My son is only seventeen. Please I need a lawyer tonight.",
    intent: "urgent",
  },
  {
    message: "Me and two friends want to open a metal fabrication company and share it 40, 30, 30. We need help with the shareholder papers.",
    intent: "area:business",
  },
  { message: "A wan divorce mi man. E de spend all di money from di welding shop pan drink and woman.", intent: "area:family" },
  { message: "How can I reach you people? I am in the workshop from morning till night.", intent: "contact" },
  {
    message:
      "My husband comes back from the workshop drunk and beats me with the iron bar he uses for the bending. This morning he said tonight he will finish me. I am at my sister's place now with the children.",
    intent: "safety",
  },
  { message: "police send me summons say make a cam station monday fo receiving stolen scrap. a nor tif natin. a need lawyer", intent: "area:criminal" },
  { message: "pls i get problm", intent: "unknown" },
  { message: "Una lawyer dem sabi Temne? Mi papa no sabi English", intent: "knowledge:Languages spoken" },
  { message: "Abeg how fo weld container door hinge so e no go sag again? Na 20 foot container a de use as store", intent: "off-topic" },
  { message: "uncle dem hold am at CID since friday nite n dem no release am yet, he is a welder pls wat do we do", intent: "urgent" },
  { message: "what time u close 2day", intent: "hours" },
  {
    message: "Is it legal for my neighbour to stop me running my grinder in the daytime? I have a workshop permit from the council.",
    intent: "legal-question",
  },
  {
    message:
      "We won an arbitration award against a hotel that refused to pay for twenty security doors we fabricated and fixed. They still have not paid. We need help enforcing the award.",
    intent: "area:arbitration",
  },
  { message: "a wan cam si lawyer dis week bout mi shop palava. wich day fit?", intent: "booking" },
  { message: "Tenki tenki, God bless una", intent: "thanks" },
  { message: "Do you have a woman lawyer? I would rather talk to a woman", intent: "team" },
  { message: "Is there parking near your office? I will come in my pickup, it is loaded with gate parts", intent: "knowledge:Parking" },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "hw much is 1 packet of welding electrodes in kissy market nw", intent: "off-topic" },
  {
    message:
      "In 2021 I spent eight months in Pademba Road for a theft I never did. They released me without any charge. While I was inside, my welding shop was looted and my customers went elsewhere. I want to take action against the people who put me there. Can una help?",
    intent: "area:criminal",
  },
  { message: "the court where we play football behind the workshop has no goal post. how do i make one from 2 inch pipe, what size", intent: "off-topic" },
  { message: "mi apprentis dem hol am na Bo police station since sunday nite dem se e tif phone. e still de de up to now", intent: "urgent" },
  { message: "My clearing agent wants me to pass by your office with the container papers. What time do you open in the morning?", intent: "hours" },
  {
    message:
      "My customer refuses to take his gate because he says it is five centimetres too short, but he gave me the measurement himself. Do I have a right to keep his deposit?",
    intent: "legal-question",
  },
  { message: "who r d lawyers there, names pls", intent: "team" },
  { message: "customs clearing for 2 welding machines + compressor coming from London nxt month. u do that?", intent: "area:shipping" },
  {
    message:
      "Dear Sir, I write in fear. Since I complained to the council about the noise from the metal workshop opposite my house, the owner and his apprentices throw stones at my windows at night. Yesterday one of them told my daughter she will be raped if I do not withdraw the complaint. She no longer goes out and I do not sleep. Please advise me what to do.",
    intent: "safety",
  },
  { message: "Good afternoon, I would like to book an appointment with one of your lawyers any afternoon next week, please.", intent: "booking" },
  {
    message: "d landlord of our workshop land sold it 2 another person n d new owner say we must leave in 1 week. we hv 5 yrs lease paper. pls help",
    intent: "area:land",
  },
  {
    message:
      "Dear Madam, We wish to convert our sole proprietorship, a steel fabrication works in Wellington, into a limited liability company and to obtain the trade licences required to tender for government projects. We should be grateful for your assistance. Yours faithfully, Samuel Cole",
    intent: "area:business",
  },
  { message: "how to fix my generator it start and off wen i put d welding machine on", intent: "off-topic" },
  {
    message:
      "hello my cousin was taken by the police this afternoon from the scrap yard at dockyard they put him in the van say he is stealing rail line from the railway he is still at the east and police station now please help us",
    intent: "urgent",
  },
  {
    message: "Pls I need help 4 child maintenance. My babyfada is a welder in Bo he makes good money but he dont give anything 4 d pikin",
    intent: "area:family",
  },
  { message: "Is Fatmata Kamara still the head of your chambers? My late father used her many years ago.", intent: "attorney:Fatmata Kamara" },
  { message: "If a customer's burglar bars give way and thieves enter his house, can he sue me for everything they stole?", intent: "legal-question" },
  {
    message:
      "In January I paid a gate maker from Allen Town fifteen million leones to build and install an iron gate and railings for my compound. He came once, measured, took the money and since then it has been one excuse after another: power cuts, no rods, his apprentice is sick. Now he no longer picks my calls. I want either my gate or my money.",
    intent: "area:contract",
  },
  { message: "hello good afternoon", intent: "greeting" },
  { message: "Wetin una de do? Wish kain case una de tek?", intent: "services" },
  {
    message: "Abeg, mi an mi kompin wey wi de share di welding machine don vex. Wi no wan go kot, wi wan neutral pesin fo settle am.",
    intent: "area:arbitration",
  },
  { message: "he say he go kill me if i talk to police again about the stolen gate, he knows where i sleep", intent: "safety" },
  { message: "Do you offer free legal help for apprentices? I earn very little", intent: "knowledge:Fees" },
  { message: "what is d contract length 4 the africell wifi router plan? i want internet in my workshop", intent: "off-topic" },
  {
    message:
      "Sir, I am writing from inside the cell at Wellington police station where they have kept me since yesterday afternoon. A customer says I stole his gate materials. The sergeant allowed me to use my phone for five minutes. Please send a lawyer.",
    intent: "urgent",
  },
  {
    message: "My apprentice was charged last month for assault after a fight in the shop. Court date is next week. Need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "2moro morning can i meet a lawyer? abt scrap supplier who chop my money", intent: "booking" },
  { message: "Wetin be di bes way fo contact una? A no get credit fo call", intent: "contact" },
  { message: "Wat documents I shud bring 4 d meeting about my workshop land?", intent: "knowledge:What to bring" },
  {
    message: "My boss has not paid me for three months of work in the welding shop. Can he legally refuse to pay me just because I broke his grinding disc?",
    intent: "legal-question",
  },
  { message: "I want to buy the land next to my forge from the owner. Can your lawyers check the title and do the conveyancing?", intent: "area:land" },
  { message: "una open lunch time? a de cam from di shop fo mi break", intent: "hours" },
  {
    message:
      "Our welding machines were damaged by seawater inside the container during the voyage. The shipping line refuses responsibility. I need a lawyer for the cargo claim.",
    intent: "area:shipping",
  },
  { message: "best paint to stop rust on iron gate near the sea in Goderich?", intent: "off-topic" },
  {
    message: "Mama Kadi here. Police cam tek mi neighbour welder boy jus now from in shop, dem de drag am go station. In mama no de. Abeg help am quick",
    intent: "urgent",
  },
  { message: "Send me your email so I can forward the invoice and the contract", intent: "email" },
  { message: "Where is your office exactly? Near which landmark?", intent: "address" },
  {
    message:
      "The bank gave my metal workshop a loan of fifty million and now they want to seize my machines because I missed two payments during the long power cuts. I need a lawyer for my business.",
    intent: "area:business",
  },
  { message: "wat services do u offer", intent: "services" },
  { message: "hello?? anybody dere", intent: "unknown" },
  { message: "Can I speak Krio when I come or I must speak English?", intent: "knowledge:Languages spoken" },
  { message: "i was dismiss from a steel company in wellington after 6 yrs no letter no end of service benefit nothing. i need help", intent: "area:contract" },
  {
    message: "Mi man don tek di hot iron from di forge en se e go mark mi fes wit am. A run go mi neighbour os, a de hide. Abeg wetin a fo do",
    intent: "safety",
  },
  { message: "Thank you so much for the quick reply, very helpful", intent: "thanks" },
  { message: "I want to meet Isatu Bangura about my late husband's forge and the brothers who took his tools.", intent: "booking" },
  { message: "I want to make a will so that my apprentices and my children will not fight over the workshop when I die.", intent: "area:family" },
  { message: "Does the law say I must give notice to an apprentice I caught stealing rods, or can I send him away the same day?", intent: "legal-question" },
  { message: "Can I WhatsApp you? Which number?", intent: "phone" },
  {
    message: "our contract wit d hotel get arbitration clause. d hotel refuse pay for d steel staircase. can una arrange d arbitration?",
    intent: "area:arbitration",
  },
  { message: "my apprentice land from lagos 2moro, which airline land in Lungi from Lagos direct?", intent: "off-topic" },
  { message: "Dem cam wit gun dis nite en tek mi pa from di forge, dem se na CID. Dem carry am go an wi no no usai dem kip am", intent: "urgent" },
  {
    message:
      "Fisheries people don seize mi customer fishing boat na Tombo, na me bin weld di new hull. E wan lawyer fo get di boat back. Una de do dat kain case?",
    intent: "area:shipping",
  },
  {
    message: "They took my husband from the workshop at 6am, police in plain clothes. He is at Ross Road station now and they will not tell us why.",
    intent: "urgent",
  },
  { message: "Can you recommend a good welding school in Freetown for my son?", intent: "off-topic" },
  { message: "My neighbour says she will take me to court because of the noise. Can the court actually close my workshop?", intent: "legal-question" },
  { message: "Is there a lawyer in your Bo office? Who is it?", intent: "team" },
  {
    message:
      "We signed a supply agreement with a scrap dealer to deliver ten tonnes of scrap every month. He collected the advance for ten tonnes, delivered three and stopped. We want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Abeg a wan mit lawyer na di Bo ofis Friday, bout mi shop palava", intent: "booking" },
  {
    message:
      "Three men came to the workshop this evening saying my late boss owed them money. They slapped two of the apprentices and said they will come back tonight to break our legs if we do not hand over the machines. We have locked the gate and we are all still inside.",
    intent: "safety",
  },
  { message: "lawyer for land?", intent: "area:land" },
  { message: "r u open on sunday", intent: "hours" },
  {
    message:
      "My son's mother took him to Guinea without telling me. I am a blacksmith in Kambia and I have paid his school fees every single term since he started. She does not even answer when I call. I want custody of my boy. Please help me.",
    intent: "area:family",
  },
  { message: "how much is a town lot of land in Waterloo these days? i want to build a workshop", intent: "off-topic" },
  {
    message: "Di soja dem don hol mi apprentis na checkpoint since mornin, dem se e get weapon. Na hamma en chisel e bin carry! E still de wit dem",
    intent: "urgent",
  },
  { message: "can i park my okada in front of ur office", intent: "knowledge:Parking" },
  { message: "My partners and I have decided to close down our iron works company. We need a lawyer to handle the winding up.", intent: "area:business" },
  { message: "I bought scrap from a boy and the police now say it was stolen. Am I guilty even if I did not know?", intent: "legal-question" },
  { message: "Good evening sir/madam", intent: "greeting" },
  { message: "A de pan bail now fo di case wey dem se a tif copper wire. Kot de next mont. A need lawyer fo defend mi", intent: "area:criminal" },
  { message: "Kindly provide your email address for correspondence.", intent: "email" },
  {
    message:
      "Dear Sir, A dispute has arisen between our company and a foreign contractor concerning payment for structural steel supplied to a hotel project. Both parties have agreed to refer the matter to a mediator rather than litigate. We should be grateful if your firm could propose a neutral mediator and represent our interests. Yours faithfully, S. Cole",
    intent: "area:arbitration",
  },
  { message: "For the gate case, should I bring the photos of the bad welding and the receipts?", intent: "knowledge:What to bring" },
  { message: "Write a poem for my master blacksmith's funeral, he taught me for ten years", intent: "off-topic" },
  {
    message:
      "yes hello I am calling for my brother he is still in cell since Tuesday at Kissy police they say his scrap truck carry stolen electric pole they refuse bail please tell me what to do",
    intent: "urgent",
  },
  { message: "How do I get in touch with your Bo office?", intent: "contact" },
  { message: "need lawyer 4 charter of a barge to carry steel beams from Pepel to Freetown, contract with the vessel owner", intent: "area:shipping" },
  { message: "My late husband's brother says the forge goes to the eldest son and not to me, his wife. Is that the law?", intent: "legal-question" },
  { message: "Ok tenki, a go cam", intent: "thanks" },
  {
    message:
      "Dear Sir/Madam, I am a pensioner living at Hill Station. The metal workshop next to my house has extended its shed two metres into my compound, well past the boundary beacon, and the surveyor I hired has confirmed it in writing. The owner simply laughs at me. I wish to instruct your firm to resolve this boundary dispute. Yours faithfully, Mrs J. Williams",
    intent: "area:land",
  },
  { message: "Pls i want appointmnt wit Hawa Turay in Bo nxt monday", intent: "booking" },
  { message: "I need help with adopting my late apprentice's son. I have been caring for him for two years.", intent: "area:family" },
  { message: "mi neighbour don cam wit in bras dem, dem de beat mi pikin outside because of di noise of wi machine. dem still de outside", intent: "safety" },
  { message: "which phone charger cable is best, my phone no want charge since d power cut", intent: "off-topic" },
  { message: "Wetin time una de open mornin? A wan pas bifo a go di shop", intent: "hours" },
  { message: "If I weld a gate for a customer and he never collects it after six months, can I sell it to someone else?", intent: "legal-question" },
  { message: "i wan register mi blacksmith co-operative wit 12 members. una de do dat?", intent: "area:business" },
  { message: "Who is the senior partner there?", intent: "team" },
  {
    message: "Pls they have remanded my dad at Pademba Road, the magistrate refused bail this morning. He is a gate maker, 64 yrs old and sick",
    intent: "urgent",
  },
  { message: "Do you handle all kinds of legal problems or only some?", intent: "services" },
  {
    message: "A customer has falsely accused me of stealing his metal sheets and reported me. The police have not called me yet but I want a lawyer ready.",
    intent: "area:criminal",
  },
  { message: "number to call pls", intent: "phone" },
  { message: "Una ofis de na Siaka Stevens Street? Wish side?", intent: "address" },
  {
    message: "Wi sign agreement wit contractor fo mek 40 burglar bar fo school. Dem don tek all di bar, na half pay dem pay. A wan lawyer fo dis",
    intent: "area:contract",
  },
  { message: "ok so", intent: "unknown" },
  { message: "Can I pay the lawyer in parts? Business is slow bcos of the power cuts", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir/Madam, I should be grateful for a consultation at your earliest convenience regarding a dispute with my gate contractor. Kindly advise available dates. Yours faithfully, J. Williams",
    intent: "booking",
  },
  { message: "alright see you on Monday then", intent: "goodbye" },
  { message: "how do i get visa 4 dubai? agent say dem need welders", intent: "off-topic" },
  { message: "arbitrator awarded us 80 million against d supplier. supplier refuse pay. need help to enforce", intent: "area:arbitration" },
  {
    message:
      "Police at my door now to arrest my husband, they say he sold the council's iron railings for scrap. They are pushing him into the car. Please what do I do?",
    intent: "urgent",
  },
  {
    message:
      "I am hiding at the back of the forge. The scrap dealer and his boys are outside with iron rods shouting my name and kicking the door. I owe him nothing.",
    intent: "safety",
  },
  { message: "Tamba here. want to invest in a steel workshop in Freetown from UK. need lawyer for the investment papers", intent: "area:business" },
  { message: "pls my apprentis boy is in police cell since last nite at Bo, they say he broke into a shop but he was with me in d workshop", intent: "urgent" },
  { message: "Wetin time una de close Friday? A de work till 4", intent: "hours" },
  {
    message: "Can the council fine me for working on the roadside outside my workshop? I have no other space to bend the long pipes.",
    intent: "legal-question",
  },
  {
    message:
      "My former apprentice has been coming to the workshop every evening since I sent him away for stealing. Yesterday he told me he knows what time I lock up and that one day I will not reach home. This morning he sent me a picture of my two children standing at their school gate. I am afraid to go home tonight.",
    intent: "safety",
  },
  { message: "I need a meeting with a lawyer on Wednesday at 2pm if possible, about the licence for my scrap business.", intent: "booking" },
  {
    message: "Na rent palava. Landlord lock di workshop gate wit in own padlock since Monday, e se a owe tri mont. All mi tools dem de insai",
    intent: "area:land",
  },
  { message: "are u open during d christmas holidays?", intent: "hours" },
  {
    message: "Mi sista in man don day, na welder bin de. In famili dem wan drive am comot na di os wit in pikin dem. Abeg help am wit di estate",
    intent: "area:family",
  },
  { message: "What does Abdul Rahman Sesay handle? I heard he is good with business matters.", intent: "attorney:Abdul Rahman Sesay" },
  {
    message:
      "Dear Sir, We are clearing agents acting for a metal workshop. A 40-foot container of steel plates has been held at Queen Elizabeth II Quay owing to a valuation dispute with customs, and demurrage is accumulating daily. We should be grateful for your urgent legal assistance. Yours faithfully, Operations Manager",
    intent: "area:shipping",
  },
  { message: "how many tonnes of steel can a 40ft container carry", intent: "off-topic" },
  { message: "Dem arrest mi boss dis afternoon se na in gate mash di car. Dem kip am na Lumley station, dem no gri mek wi si am", intent: "urgent" },
  { message: "does anybody there speak mende? my uncle is coming from Kenema", intent: "knowledge:Languages spoken" },
  {
    message:
      "My apprentice signed a three-year training agreement but left after one year to open his own shop two streets away. Can I make him pay back what the training cost me?",
    intent: "legal-question",
  },
  {
    message:
      "Police charged me last year after a fight at the scrap yard. The case is closed now but they still have my ID card and my tools. I need a lawyer to get them back.",
    intent: "area:criminal",
  },
  { message: "Una get lawyer dem we sabi shop palava? Ustem dem nem?", intent: "team" },
  { message: "Hi there", intent: "greeting" },
  {
    message: "Please can someone review the contract a construction company sent me for fabricating steel roof trusses before I sign? It is twelve pages.",
    intent: "area:contract",
  },
  { message: "recipe for cassava leaf with fish, my wife travelled and the apprentices are hungry", intent: "off-topic" },
  {
    message:
      "URGENT my son was picked up by the police last night at the welding shop in Makeni and has not been released. Nobody will tell us what he is charged with.",
    intent: "urgent",
  },
  { message: "Wusai a go park mi van wen a cam? Di road na Siaka Stevens no get space", intent: "knowledge:Parking" },
  { message: "pls d man de follow me since i lef d workshop wit a knife, i don enter a shop to hide, wat do i do", intent: "safety" },
  { message: "Can I book a video call consultation? I am in London.", intent: "booking" },
  {
    message: "We need a mediator between our welders association and the market traders over the noise. We do not want police or court.",
    intent: "area:arbitration",
  },
  { message: "Do you only do court cases or also advice and paperwork?", intent: "services" },
  { message: "How do I contact una if I am in Makeni?", intent: "contact" },
  { message: "Can the police arrest me because my neighbour complains about noise from my workshop at night?", intent: "legal-question" },
  { message: "Need a lawyer to draw up a partnership deed for me and my brother. We run a gate and grill workshop in Kenema.", intent: "area:business" },
  { message: "Wetin na una email? A wan sen di papers", intent: "email" },
  { message: "wat is d charge 4 sending 500 pounds thru western union 2 freetown", intent: "off-topic" },
  { message: "I want to lease a piece of land at Kissy for ten years to build a forge. I need a lawyer to prepare the lease.", intent: "area:land" },
  {
    message:
      "good morning ma my husband he has been in the police cells since Saturday Kissy division they say he is receiving stolen goods the scrap metal please we need bail he is diabetic",
    intent: "urgent",
  },
  { message: "thanks a lot, you have been helpful", intent: "thanks" },
  {
    message:
      "My apprentice's husband has left her and the baby and says he will not pay anything for the child. She wants a separation and maintenance. Can una help her?",
    intent: "area:family",
  },
  { message: "wat shud i carry wen i come? i get d receipt n d photo of d gate", intent: "knowledge:What to bring" },
  { message: "3 crates of welding rods fell overboard during loading at Pepel. insurance refusing. need lawyer", intent: "area:shipping" },
  {
    message:
      "Dear Madam, Our supply contract with a mining company provides for arbitration in Freetown. The company has withheld payment for three hundred steel brackets delivered in May. We wish to commence arbitration and require counsel. Respectfully, S. Cole",
    intent: "area:arbitration",
  },
  { message: "Abeg fix appointment fo mi tumara mornin wit any lawyer. Na bout mi shop lan", intent: "booking" },
  { message: "do you do company work and land work or only criminal?", intent: "services" },
  { message: "If the power cuts made me late delivering a gate, can the customer refuse to pay the whole amount?", intent: "legal-question" },
  { message: "Who are the judges of Miss Sierra Leone pageant this year?", intent: "off-topic" },
  { message: "I want to report a neighbour who poured acid on my welding machines and ruined them. I want him charged.", intent: "area:criminal" },
  {
    message: "my uncle hit me wit d hammer handle this morning n said if i go back to d workshop he will break my hand. i am scared to go home",
    intent: "safety",
  },
  { message: "Directions to your office from Kissy, please?", intent: "address" },
  { message: "una get Whatsapp? a wan sen voice note", intent: "phone" },
  { message: "Ok I will pass by later. Bye", intent: "goodbye" },
  {
    message: "A customer ordered a spiral staircase. I delivered and fixed it, he paid with a cheque that bounced. I need to enforce payment.",
    intent: "area:contract",
  },
  { message: "my inverter welding machine show error E3 wat do i do", intent: "off-topic" },
  { message: "Mi fada na blacksmith, di polis dem don cam di os now now fo tek am, dem de na di door. Abeg!", intent: "urgent" },
  {
    message:
      "Good morning. I run a small gate workshop at Calaba Town and we have had no light for four days, so I decided to use the time to sort out my papers. A friend told me your office can help with the lease problem I have with my landlord. Before I take the poda-poda into town, are you open this afternoon?",
    intent: "hours",
  },
  {
    message:
      "Yesterday evening a customer came with police to my workshop in Kenema saying the gate we fixed for him fell on his car. I was not there, so they took my senior apprentice Musa instead. This morning we went to the station and they said he will stay there until I pay for the car. He is still inside. Please help us.",
    intent: "urgent",
  },
  {
    message:
      "Last year I engaged a welder to make burglar bars for all eleven windows of my house. We signed a simple paper stating the price, the thickness of the rods and the delivery date. He installed bars with thin rods, not what we agreed, and two are already loose. He refuses to change them and says I should be grateful. I want the agreement enforced.",
    intent: "area:contract",
  },
  { message: "Write a business plan for my welding workshop so the bank will give me a loan", intent: "off-topic" },
  {
    message: "Mi landlord se a fo pay fo di new transformer before a fit use current fo di welding machine. E get right fo mek a pay dat?",
    intent: "legal-question",
  },
  { message: "Who is the lawyer for business matters in your firm?", intent: "team" },
  {
    message:
      "The soldier's wife next door says her husband will come with his gun and shoot my compressor and me with it if I start work again. He came back from duty today and has been sitting on their veranda staring at my shop. I am too scared to even open the door.",
    intent: "safety",
  },
  {
    message:
      "Mi papa lef lan na Waterloo fo mi en mi broda dem. A bil mi blacksmith shade pan am since 2010. Now mi big broda se e wan sell di whole lan en a fo komot. A no gri. A wan lawyer fo dis famili lan palava.",
    intent: "area:land",
  },
  { message: "I would like to meet Christiana Thomas next week about a contract with a mining company.", intent: "booking" },
  {
    message: "My apprentice was released on bail on Friday after three nights in the cell. Now we need a lawyer to defend him at the magistrate court.",
    intent: "area:criminal",
  },
  { message: "how do i land a job as a welder in a mining company", intent: "off-topic" },
  {
    message: "Na mi bin sen machine dem na container from UK. Di clearing agent don tek mi moni, container still de na wharf six week now. Abeg help",
    intent: "area:shipping",
  },
  { message: "wi boy dem de insai Kissy station sins Tuesday fo scrap wey dem se na gov property. Dem no charge dem, dem no release dem", intent: "urgent" },
  { message: "Please how much does it cost to have a lawyer look at a simple supply agreement?", intent: "knowledge:Fees" },
  {
    message: "My bank wants a board resolution and our company documents before they give us a loan for new machines. We never did them properly. Need help.",
    intent: "area:business",
  },
  { message: "Salam aleikum", intent: "greeting" },
  {
    message: "If my apprentice injured a customer with grinder sparks while on the job, who will the court hold responsible, me or him?",
    intent: "legal-question",
  },
  {
    message:
      "My father was the best known blacksmith in Port Loko. He had four wives and eighteen children, and he died without a will in 2022. Since then the forge has been locked because nobody agrees who should run it. The elders tried to settle it but the quarrels only got worse. We want to apply for letters of administration.",
    intent: "area:family",
  },
  { message: "Is this the right number to call: +232 76 123 456?", intent: "phone" },
  { message: "Can you act as a neutral party between my workshop and the scrap supplier? We have both agreed to mediation.", intent: "area:arbitration" },
  { message: "my brodas welder in makeni he was arrested 2day at 11am by police n dey still hv him. pls hlp", intent: "urgent" },
  { message: "What type of legal services do you provide?", intent: "services" },
  { message: "my employer at d metal workshop dismissed me after i got injured on d job, no compensation. need lawyer", intent: "area:contract" },
  { message: "pls come help, my husband locked d gate n hes beating my son wit an iron pipe right now", intent: "safety" },
  { message: "I need help", intent: "unknown" },
  { message: "Do you have an interpreter for French? My business partner is from Guinea", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir/Madam, I intend to purchase a warehouse at Kissy Dockyard for conversion into a steel fabrication plant. I should be grateful if your firm would carry out a title search and handle the conveyancing. Yours faithfully, Samuel Cole",
    intent: "area:land",
  },
  { message: "Is it legal for the power company to cut the light to my workshop without notice when I have paid my bill?", intent: "legal-question" },
  { message: "bst food 4 a sick goat, my apprentice goat nt eating", intent: "off-topic" },
  { message: "a wan mek appointment. a fit cam Saturday?", intent: "booking" },
  { message: "which email should I send my consultation request to?", intent: "email" },
  {
    message: "police sey dem go invite me for question about d gate dat fell on school child. dem nt call yet. i wan lawyer before dem call",
    intent: "area:criminal",
  },
  {
    message:
      "Good afternoon. I will be driving in from Lumley with my wife for our appointment next Tuesday. She cannot walk far since her knee operation, and the last time we came to town we went round for an hour. Is there somewhere close to the office where we can park the car?",
    intent: "knowledge:Parking",
  },
  {
    message:
      "Dear Sir/Madam, I am writing on behalf of my foreman, Mr. Alusine Kargbo, who was arrested by officers of the Criminal Investigations Department at our Wellington site at ten o'clock this morning and is at present held at CID headquarters. No charge has been disclosed to us. I should be grateful if a lawyer could attend immediately. Yours faithfully, S. Cole",
    intent: "urgent",
  },
  { message: "tenki bra, una don try", intent: "thanks" },
  { message: "i wan no if una fit help mi get licence fo scrap export business", intent: "area:business" },
  { message: "Who holds the world record for the heaviest anvil ever lifted?", intent: "off-topic" },
  { message: "Una get ofis na Bo? Wusai?", intent: "address" },
  { message: "Wi wan do wi marej na kot. Mi na welder, mi fiancee na trader. Una fit help wi wit di papers?", intent: "area:family" },
  { message: "hw many partners u hv", intent: "team" },
  { message: "are you open now? its 4:45", intent: "hours" },
  { message: "Do I have a right to compensation if the police damaged my welding machines when they searched my shop?", intent: "legal-question" },
  {
    message:
      "We chartered a vessel to carry 500 tonnes of scrap steel to Turkey. The vessel left Freetown three weeks late and the buyer cancelled the order. Need a lawyer to claim against the shipowner.",
    intent: "area:shipping",
  },
  { message: "is there a basketball court in Bo where the apprentices can play on sunday", intent: "off-topic" },
  {
    message:
      "my boyfriend the welder said he will burn my face with the torch if i leave him. im at my friends house, he keeps calling and saying he is coming",
    intent: "safety",
  },
  { message: "hw do i reach u ppl", intent: "contact" },
  { message: "Alright then, take care. Goodbye", intent: "goodbye" },
  {
    message:
      "Our welders association and a foreign construction firm have been quarrelling over unpaid welding work on the new road bridges. The firm has suggested an independent person to hear both sides. Our members do not trust court because it takes years. We want a lawyer to represent us in the mediation.",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sirs, Kindly schedule a consultation for Monday at 10 am with one of the partners regarding a dispute with a shipping line. Regards, Operations Manager",
    intent: "booking",
  },
  { message: "e don tay since last nite dem hol mi man na Bo central polis. Wi no no wetin fo do", intent: "urgent" },
  {
    message:
      "Mi man na blacksmith na Magburaka. E lef mi en di pikin dem tri yia naw, e go mared oda uman. E no de sen natin fo di pikin dem skul fees. A yeri se e get big wok naw wit di mining kompni. A wan lawyer fo mek e pe fo in pikin dem.",
    intent: "area:family",
  },
  {
    message:
      "Pls help, my apprentice was grabbed by armed police at Kissy market just now for carrying a gas cylinder, they say it is a bomb. He is in the back of their truck",
    intent: "urgent",
  },
  {
    message:
      "I have been a tenant in the same workshop on Kroo Town Road for fourteen years. The landlord died last year and his son now wants to throw me out in one month so he can build shops. I have never missed a month's rent. Does the son have the right to evict me with only one month's notice?",
    intent: "legal-question",
  },
  { message: "what is d best data bundle contract on Orange 4 uploading videos of my gates 2 facebook", intent: "off-topic" },
  { message: "Kushe. A wan si lawyer fo tok bout mi apprentis in case. A fit cam Wednesday?", intent: "booking" },
  { message: "How many partners and associates are in the firm?", intent: "team" },
  {
    message:
      "we export scrap metal in containers. 3 containers were rejected by the buyer in India and shipped back, now the shipping line wants to auction them at the port. need a lawyer",
    intent: "area:shipping",
  },
  {
    message:
      "I reported the apprentice who stole from me and now his family came to my house. His mother said they have gone to a juju man to kill me, and his brothers said they will wait for me on the road to the workshop. I have stayed indoors for two days and my wife sleeps with the door barred.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I write regarding an agreement for the supply and installation of a perimeter fence at our school in Bo. The contractor received sixty million leones in advance in March and has installed less than a quarter of the fence. Repeated letters have gone unanswered. I should be grateful if your chambers would take up the matter on behalf of the school board. Yours faithfully, Chairman, School Board",
    intent: "area:contract",
  },
  { message: "how to design a fence n gate for a tennis court, wat height", intent: "off-topic" },
  { message: "pls any of una lawyer dem sabi Limba? mi granmama wan tok fo insef", intent: "knowledge:Languages spoken" },
  { message: "pls i need help to register my welding shop name. am in Bo", intent: "area:business" },
  {
    message:
      "Good morning. My younger brother Sahr works with me in the gate workshop. Two days ago he went to deliver burglar bars to a customer in Tengbeh Town and she accused him of stealing her phone. The police came and took him. We went to the station last night and they said they are keeping him until the investigation is over. He has not eaten since. Please advise.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sirs, I wish to obtain a survey plan and a registered title deed for the plot on which my forge stands at Kissy Brook. I have only the old receipt from the seller. Kindly assist.",
    intent: "area:land",
  },
  { message: "wetin una de du fo pipul dem? a wan no all di wok una de du", intent: "services" },
  { message: "Is your office near the Cotton Tree? How do I find it?", intent: "address" },
  {
    message:
      "Two years ago I was arrested for buying stolen railway lines from scrap boys. I spent two weeks at Pademba Road before my brother paid bail. The case has been adjourned more than twenty times and my old lawyer has travelled abroad. I need a new lawyer to take over my defence.",
    intent: "area:criminal",
  },
  { message: "helo", intent: "greeting" },
  { message: "Is Adama Koroma a partner there? What kind of cases does Adama Koroma handle?", intent: "attorney:Adama Koroma" },
  { message: "Can I remove the gate I installed if the customer stops paying the balance?", intent: "legal-question" },
  { message: "open by 8am?", intent: "hours" },
  { message: "d supplier n me agree 2 go 2 mediation instead of court. can u b d mediator?", intent: "area:arbitration" },
  {
    message: "Abeg mi pikin dem de hol am na Waterloo polis station sins Satide. Dem se e bin de na di fet bot na wok e bin de wok. Dem no gri gi bel",
    intent: "urgent",
  },
  { message: "I want to change my will to leave the workshop to my apprentice instead of my nephew.", intent: "area:family" },
  { message: "call number??", intent: "phone" },
  {
    message: "neighbour says he will poison my dogs and then me if the hammering doesnt stop, he threw a petrol bottle at my fence last night",
    intent: "safety",
  },
  { message: "Which country made the first iron? history homework", intent: "off-topic" },
  {
    message:
      "I am a widow and my late husband's welding machines are all I have left. His relatives want to take them. I want to fight it but I have very little money, I sell pepper at the market now. Do you have any free help or legal aid for people like me?",
    intent: "knowledge:Fees",
  },
  {
    message:
      "My welding equipment came on a cargo ship to Freetown but the bill of lading has another person's name on it. The port will not release it to me. Can you help?",
    intent: "area:shipping",
  },
  { message: "I wish to arrange a meeting with Ibrahim Jalloh concerning the shareholding of my iron works.", intent: "booking" },
  { message: "email?", intent: "email" },
  { message: "E legal fo polis tek mi welding machine as exhibit fo six mont en dem no charge mi fo natin?", intent: "legal-question" },
  {
    message:
      "I started a small iron works with my cousin five years ago. We never wrote anything down. Now he has brought in his wife as manager and says he owns seventy percent because he bought the first machine. I want our shares sorted out properly and the business registered.",
    intent: "area:business",
  },
  { message: "how to bail water out of my workshop pit after heavy rain, which pump is good", intent: "off-topic" },
  { message: "I would like to get in touch with you but I am abroad. What is the best way?", intent: "contact" },
  { message: "Di man we sell mi welding machine tek mi moni, gi mi bad machine, e no de wok. E se no return. Wi bin sign paper.", intent: "area:contract" },
  { message: "abeg", intent: "unknown" },
  { message: "Thank you ma'am, I am grateful", intent: "thanks" },
  { message: "CID don lock mi boss since monday. dem se e tek tender moni. e still de na dem cell", intent: "urgent" },
  { message: "Do I need to bring my business registration certificate and the lease to the consultation?", intent: "knowledge:What to bring" },
  {
    message:
      "Good afternoon. I work at the welding shop on weekdays until six in the evening, so I can never come while you are open. My boss will not give me time off. Do you ever stay late in the evening or open on Saturday morning?",
    intent: "hours",
  },
  {
    message: "My landlord wants to sell the house where I rent my workshop and has given me notice. I want to buy it myself. I need help with the purchase.",
    intent: "area:land",
  },
  { message: "Are apprentices entitled to a wage by law, or is food and training enough?", intent: "legal-question" },
  {
    message:
      "My boss touched my body again in the store room and said if I tell anybody he will sack me and hurt my mother. I am the only girl apprentice there. I do not want to go back tomorrow.",
    intent: "safety",
  },
  {
    message: "Wi get palava wit di pipul we de sell scrap na Dockyard. Wi no wan kot, wi wan somebody we no de pan no side fo judge am",
    intent: "area:arbitration",
  },
  { message: "hw 2 transfer money frm orange money 2 afrimoney", intent: "off-topic" },
  {
    message: "Someone forged my signature on a scrap sale receipt and sold my machines. I want to report it and have him prosecuted.",
    intent: "area:criminal",
  },
  { message: "appointment pls 4 friday", intent: "booking" },
  { message: "Do you help small workshops like mine or only big companies?", intent: "services" },
  {
    message: "the police came this morning and took my father from his forge in Bo, he is 70 yrs old. we are outside the station now, they wont let us in",
    intent: "urgent",
  },
  {
    message:
      "I weld gates for a living in Makeni. Last month a gate I installed for a customer in 2020 fell and broke his fence wall. He now says I must rebuild the wall and also pay for the car that was parked behind it. I never gave him any guarantee paper. After four years, can he still hold me responsible?",
    intent: "legal-question",
  },
  {
    message: "Polis don tek mi apprentis dem tri from di workshop dis mornin, dem se na dem tif di transformer cable. Dem de Kissy station now",
    intent: "urgent",
  },
  { message: "Are all your lawyers in Freetown or are some in Bo?", intent: "team" },
  { message: "my grandson school essay: describe the work of a blacksmith in 300 words", intent: "off-topic" },
  { message: "I want to bring an investor from Lebanon into my iron works. Need a lawyer for the share agreement and registration.", intent: "area:business" },
  {
    message: "Mi man se if a go tel polis bot wetin e du mi, e go brok mi an wit di hamma. E de drink naw na di shop, e go cam os jisnow. A fred",
    intent: "safety",
  },
  { message: "tomorrow is friday u open full day or half day", intent: "hours" },
  {
    message: "I need a lawyer to stop a man who is building a wall across the road to my workshop. It is my land, my survey plan shows it.",
    intent: "area:land",
  },
  {
    message:
      "Good day. My late husband's workshop at Lumley has been shut since he passed, and his partners now say the machines belong to them. I am not comfortable discussing these matters through a chat and would like to sit down face to face with one of your lawyers, preferably a woman. Could you arrange for me to come in one morning next week?",
    intent: "booking",
  },
  {
    message: "supplier sent me 200 lengths of iron rod, half of them rusted and wrong size. he wont replace them. i have the delivery note and the agreement",
    intent: "area:contract",
  },
  {
    message:
      "My son was in the police cell last month after a fight at the welding shop, they released him after two days. Now the other boy's family want him charged. We need a lawyer ready.",
    intent: "area:criminal",
  },
  { message: "how long does it take to charge a 200Ah battery on solar panel during power cuts", intent: "off-topic" },
  { message: "Mi boss se a no go get mi certificate if a lef before five yia. E get right?", intent: "legal-question" },
  {
    message:
      "Dear Madam, I am writing on behalf of my elderly mother, widow of a blacksmith who died without a will in Bo last year. Her stepsons have taken possession of the family home and the workshop. We should be grateful if you would assist her in securing her share of the estate. Yours sincerely, J. Williams",
    intent: "area:family",
  },
  { message: "tnx 4 d info", intent: "thanks" },
  { message: "una get place fo pak okada? a de cam wit mi own", intent: "knowledge:Parking" },
  {
    message:
      "please I need a lawyer now my husband was carried to the police station in crew bay because of the burger bars he made for a shop that was robbed they said he made a key for the thieves he is still there",
    intent: "urgent",
  },
  { message: "Arbitration na sometin una de do? Wi get palava wit customer ova big gate contract", intent: "area:arbitration" },
  { message: "Tamba. shipped 3 welding gensets + tools, vessel arrived, 1 genset missing frm container. need cargo claim", intent: "area:shipping" },
  { message: "Morning, hope una wake well", intent: "greeting" },
  { message: "Will the court order the customer to pay the full price if I finished the gate but he did not like the design?", intent: "legal-question" },
  { message: "my boss in cell since 2 nite, dem say na him tek d bridge iron. pls wat we do", intent: "urgent" },
  { message: "I have the survey plan, the receipts and the letter from the landlord. Anything else I should bring?", intent: "knowledge:What to bring" },
  { message: "Just curious, what does your chambers do exactly?", intent: "services" },
  { message: "wusai una de? A de na Kissy, a wan no aw fo cam", intent: "address" },
  {
    message:
      "Dear Sir, Our iron works has received a letter from the National Revenue Authority concerning unpaid business tax, with a threat to close the premises. We require legal representation. Yours faithfully, S. Cole",
    intent: "area:business",
  },
  {
    message:
      "guys came to my scrap yard with cutlasses, they are breaking everything and say they will kill me because i buy from their rival. im hiding inside the container",
    intent: "safety",
  },
  { message: "Hw much 4 a lawyer 2 write letter to my customer who refuse pay", intent: "knowledge:Fees" },
  { message: "Which is better for welding aluminium, MIG or TIG?", intent: "off-topic" },
  { message: "Dem don sell di lan we mi workshop de pan to tu pipul. A bin don pe mi own moni. A wan lawyer fo lan kes", intent: "area:land" },
  { message: "How can I reach someone at the firm? I am writing from Kono.", intent: "contact" },
  { message: "what is ur email pls n also ur phone", intent: "email", also: ["phone"] },
  { message: "Mi wan divorce mi wef. E lef mi wit di pikin dem en tek ol di welding shop moni go in mama os.", intent: "area:family" },
  { message: "am in Bo. cn i see a lawyer at ur Bo office 2moro abt my shop lease?", intent: "booking" },
  {
    message:
      "Dear Sir, My brother operates a welding shop at Lungi. Yesterday a fight broke out between his apprentices and the police came. They arrested my brother and two of the boys and put them in the cell at the Lungi police post. This morning they were moved to Port Loko and our family has been told we cannot see them. Kindly send someone.",
    intent: "urgent",
  },
  {
    message: "I want to sue the police for beating me when they arrested me at the workshop last year. I was released without charge.",
    intent: "area:criminal",
  },
  { message: "wetin a fo du now", intent: "unknown" },
  { message: "Who are your female lawyers?", intent: "team" },
  {
    message:
      "Dear Sir, My neighbour has built a forge against my boundary wall and the heat is cracking it. Am I entitled to demand that he moves it, and would a court award me damages?",
    intent: "legal-question",
  },
  { message: "in the film the judge gave custody of the dog to the welder, wats the name of that movie", intent: "off-topic" },
  { message: "A wan lawyer fo write di agrimen bitwin mi en di hotel we wan 30 window burglar bar", intent: "area:contract" },
  {
    message:
      "My landlord told me he will send his boys to beat me and my apprentices tonight if we do not leave the workshop. They already slapped one of the apprentices this morning.",
    intent: "safety",
  },
  { message: "ok, bye for now", intent: "goodbye" },
  { message: "Customs seize mi welding rod dem na Quay, dem se a no pe duty. A get ol di receipt. Una fit help?", intent: "area:shipping" },
  { message: "What are your office hours?", intent: "hours" },
  { message: "need mediator. dispute with partner over profits from gate jobs. no court pls", intent: "area:arbitration" },
  { message: "pls which number can i call from Bo", intent: "phone" },
  { message: "I would like to see Fatmata Kamara herself, not an associate, about my family land. When can she see me?", intent: "booking" },
  { message: "How do I make my own charcoal for the forge?", intent: "off-topic" },
  { message: "Polis dem hol mi boss na di shop dis minit, dem de tai in an. Abeg", intent: "urgent" },
  { message: "Good afternoon to you all", intent: "greeting" },
  {
    message:
      "Please I need help. My husband is a gate maker at Kissy Mess Mess. Last night around eleven the police came to our house and took him, saying a gate he sold to a man was stolen from a church. They refused to tell us which station. This morning I found him at Eastern Police and they told me he will sleep there again tonight. He has not been charged with anything.",
    intent: "urgent",
  },
  { message: "pls i need help wit surveyor and lawyer, boundary palava wit neighbour over my shop", intent: "area:land" },
  { message: "Can you write my CV as a welder and fabricator for a job in Qatar?", intent: "off-topic" },
  { message: "Am I allowed by law to run my welding machine on Sunday? The church next door says it is illegal.", intent: "legal-question" },
  {
    message:
      "My father's creditors came to the forge today with a gun and said if he does not pay by Friday they will shoot him. He has gone into hiding and we do not know what to do.",
    intent: "safety",
  },
  {
    message:
      "My apprentices and I made forty iron beds for a hotel in Bo on a written order. The hotel took delivery in June and now says the manager who signed the order has been sacked, so they will not pay. Need help enforcing the order.",
    intent: "area:contract",
  },
  { message: "A wan cam tide. Una de open tide?", intent: "hours" },
  { message: "I would like a consultation with Adama Koroma on Thursday regarding arbitration with a supplier.", intent: "booking" },
  {
    message: "Our vessel bringing steel coils from China ran aground outside Freetown and the cargo was damaged by seawater. We need a lawyer for the claim.",
    intent: "area:shipping",
  },
  { message: "Hawa Turay still de na di Bo ofis? Wetin in de du?", intent: "attorney:Hawa Turay" },
  {
    message:
      "My daughter married a welder in Makeni six years ago. He beat her often and last year she came home to us with the children. He refuses to pay anything for them and now says he will take the boy because a son should learn his father's trade. She wants a divorce and custody of both children.",
    intent: "area:family",
  },
  { message: "bra dem arrest am na di junction wen e de carry di gate go deliver. Dem kip am na Calaba Town station since 2 o'clock", intent: "urgent" },
  { message: "Do your lawyers speak English only? I prefer Krio", intent: "knowledge:Languages spoken" },
  { message: "hw 2 land a drone on d roof of my workshop 4 photos", intent: "off-topic" },
  { message: "I want to open a branch of my welding company in Guinea. Do una help with business expansion and licences?", intent: "area:business" },
  {
    message: "If I close my workshop because of the power cuts, do I still have to pay my apprentices for the months we do not work?",
    intent: "legal-question",
  },
  { message: "A wan lawyer fo mi case. Dem don charge mi fo receiving stolen property. Kot de dis mont end", intent: "area:criminal" },
  { message: "Wetin kain wok una de du na di chambers?", intent: "services" },
  {
    message:
      "Dear Sir/Madam, We are party to an arbitration concerning the fabrication of steel water tanks. The tribunal has scheduled hearings for next month and our previous counsel has withdrawn. We should be grateful if your chambers would represent us in the arbitral proceedings. Yours faithfully, S. Cole",
    intent: "area:arbitration",
  },
  { message: "wen a lef di shop jisnow tu man dem bin de follow mi pan okada, dem de shout se tide na mi las de. A don ron enta church", intent: "safety" },
  { message: "Thank you very much, I will do as you say.", intent: "thanks" },
  {
    message:
      "My late uncle left me a house at Hill Station. When I finally went to see it, I found a man had turned the compound into a welding workshop, with sparks flying over the fence all day. He says he has been paying rent to my cousin for five years. I have the old conveyance in my uncle's name. I want the title put in my name and the workshop man to vacate.",
    intent: "area:land",
  },
  { message: "Una fon nomba na Orange or Africell? A wan kol", intent: "phone" },
  { message: "Should I bring my apprentice as a witness or just the papers?", intent: "knowledge:What to bring" },
  { message: "what time does the ferry leave Government Wharf for Tagrin and how much", intent: "off-topic" },
  {
    message:
      "hello hello my son is in police custody at Congo Cross since Sunday they say he is the thief for the generator in the workshop we have no money for bail please help him",
    intent: "urgent",
  },
  { message: "Parking?", intent: "knowledge:Parking" },
  { message: "Can my scrap supplier legally keep my deposit when he is the one who failed to deliver?", intent: "legal-question" },
  { message: "Tell me the names of the partners", intent: "team" },
  {
    message:
      "Dear Sir, I employed a workshop foreman under a written two-year contract. He has left after six months and taken our client list to a competitor. We seek your assistance in enforcing the terms of the contract. Yours faithfully, Managing Director",
    intent: "area:contract",
  },
  { message: "Abeg mek a si lawyer. Mi na welder, a get kes wit mi landlord. Monday mornin fit?", intent: "booking" },
  {
    message:
      "Dear Sir, Our company operates two fishing boats out of Tombo, both built in our own yard. One of them was detained by the Navy for alleged illegal fishing; the crew were released but the boat is still held. We require a lawyer to secure the release of the vessel.",
    intent: "area:shipping",
  },
  {
    message:
      "My stepfather comes into my room at night since my mother travelled. He says if I tell anyone he will throw me out of his workshop and onto the street. I am fifteen.",
    intent: "safety",
  },
  { message: "wat is d sentence structure 4 passive voice, my english teacher says my sentence is wrong", intent: "off-topic" },
  { message: "wi de na di station now. di polis dem se dem go kip mi boss te Monday. E no du natin", intent: "urgent" },
  { message: "how do people usually get in touch with you?", intent: "contact" },
  {
    message: "my brother was beaten by police and detained 3 days last month, now released. we want to file a complaint for his human rights",
    intent: "area:criminal",
  },
  { message: "Hey", intent: "greeting" },
  { message: "Una ofis de near di Law Courts?", intent: "address" },
  { message: "My apprentice is fourteen. Is it against the law for me to let him use the welding machine?", intent: "legal-question" },
  { message: "need lawyer 4 my late dads estate, he was a welder in UK but owned a house in Freetown", intent: "area:family" },
  { message: "Does your firm help with employment problems, land, business, or what else?", intent: "services" },
  { message: "A wan register mi kompin en mi welding wok as limited kompni. Una fit du am fo wi?", intent: "area:business" },
  {
    message:
      "Since morning the scrap buyer's boys are outside my gate, one of them showed me a pistol under his shirt. They say I must sell them my shop or my family will suffer.",
    intent: "safety",
  },
  { message: "Ok tenki, bye o", intent: "goodbye", also: ["thanks"] },
  { message: "We want to settle our gate contract dispute with the hotel out of court. Please help arrange mediation.", intent: "area:arbitration" },
  { message: "I want to come in and talk with a lawyer about my workshop, what number do I call to book?", intent: "booking", also: ["phone"] },
  { message: "Do you close for lunch? I want to come around 1pm", intent: "hours" },
  { message: "d best cream 4 burns from welding spatter", intent: "off-topic" },
  { message: "Military police cam tek mi pa from in workshop near Wilberforce barracks. Dem carry am insai di barracks now", intent: "urgent" },
];
