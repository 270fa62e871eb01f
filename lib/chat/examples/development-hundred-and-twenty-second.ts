import type { LabelledMessage } from "./labelled-message";

// Driving schools, learners, licences and traffic officers — writers: formal school owner, SMS learner girl, Krio taxi driver, voice-typing instructor, typo-heavy Bo student, US returnee, storytelling mother, French-mixing Guinean driver
export const DEVELOPMENT_HUNDRED_AND_TWENTY_SECOND: LabelledMessage[] = [
  { message: "hi gd mornin 😊", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I own a driving school at Wilkinson Road and last week the police charged one of my instructors with issuing forged licences to learners. He is on bail now but must appear at the magistrate court next month. I would like your firm to take up his defence.",
    intent: "area:criminal",
  },
  {
    message: "Abeg una help me, police don hol mi pikin na Kissy stesin since yestade afta di aksident wit di learner kar. Dem nor de gri lef am.",
    intent: "urgent",
  },
  { message: "wat is d meanin of d rod sign wit 2 car an red line, my test tmorow", intent: "off-topic" },
  { message: "Hey, quick one — are y'all open on Saturdays? I'm only in Freetown till the 20th.", intent: "hours" },
  {
    message:
      "hello I am a driving instructor the school own her has not pay my salary for four month now and he say I should wait I want to take action against him for my money",
    intent: "area:contract",
  },
  {
    message:
      "Good afternoon. My son Abu is 17 and I paid Le 3,500 for his lessons at a school in Congo Cross. The instructor let him drive on the main road and he hit a keke, and now the keke owner is asking me to pay for the repairs. Is it me who must pay, or the driving school, since it was their car and their instructor?",
    intent: "legal-question",
  },
  {
    message:
      "S'il vous plaît aidez moi, the owner of the car I hit at Masiaka is calling me saying he will come with boys to beat me tonight. J'ai peur, I am hiding in my friend house.",
    intent: "safety",
  },
  {
    message:
      "I would like to book a consultation with one of your lawyers regarding my driving school's registration and partnership agreement. Kindly advise available dates next week.",
    intent: "booking",
  },
  {
    message:
      "My husband died in a car crash on the Bo highway last year and his brothers have taken his taxi and the money the insurance paid. I have three children to feed. I need a lawyer to help me get what belongs to my children.",
    intent: "area:family",
  },
  { message: "pls hw many lessons b4 i can drv alone on d road? 🙏", intent: "off-topic" },
  { message: "How many lawyers do you actually have at the firm? Trying to figure out if you're a big outfit or a one-person shop.", intent: "team" },
  {
    message:
      "please help the traffic police just took my learner and me to the station at Ross Road after small accident they lock us inside the cell since morning I am talking this into my friend phone",
    intent: "urgent",
  },
  { message: "i want 2 by land 4 drivng scool practic yard nr tikonko rd bo, pls hlp chek if d docment r real", intent: "area:land" },
  { message: "How much una de charge fo tok to lawyer? Mi na taxi drayva, mi nor get plenty moni.", intent: "knowledge:Fees" },
  {
    message:
      "Good day. We imported four dual-control training vehicles through Queen Elizabeth II Quay in March. Two arrived with damaged gearboxes and the shipping line refuses liability. We need representation for a cargo claim.",
    intent: "area:shipping",
  },
  {
    message:
      "Bonjour, I drive with my permis de conduire from Guinée here in Freetown for two years. Police say it is not valid here. C'est vrai? Is it legal for me to drive with it?",
    intent: "legal-question",
  },
  { message: "Kushe o, una wel done.", intent: "greeting" },
  { message: "my instructor keeps touchin me in d car n sayin if i tell any1 he'll fail me, he txts me at nite 2. pls i'm scared 2 go bk", intent: "safety" },
  { message: "Anybody know where to get a decent used Corolla in Freetown? Dealers on Kissy Road want crazy prices.", intent: "off-topic" },
  {
    message:
      "I intend to register my driving school as a limited liability company and bring in two shareholders. Please advise whether your firm handles company registration with the Corporate Affairs Commission.",
    intent: "area:business",
  },
  {
    message:
      "Please please, my son has been detained at the Waterloo checkpoint since 6 this morning. The police say his licence is fake, but he got it through the driving school I paid. They have put him in the back of their pickup and say they will take him to Central. What do I do?",
    intent: "urgent",
  },
  { message: "wat is ur emial adres pls i wan snd my dokument", intent: "email" },
  {
    message:
      "My co-owner and I have a dispute over the profits from our driving school and the sale of one training vehicle. We would rather settle this privately than go to court. Does your firm offer mediation or arbitration for such matters?",
    intent: "area:arbitration",
  },
  { message: "Una de opin tumara bifo 9? A wan pas bifo a go wok.", intent: "hours" },
  {
    message:
      "the school owner and all the instructors we want to settle the salary matter without going to court somebody tell me you people do mediation is that true",
    intent: "area:arbitration",
  },
  { message: "Is there parking at your office on Siaka Stevens St? I'll be driving a rental and downtown looks chaotic.", intent: "knowledge:Parking" },
  {
    message:
      "Mon frère was charged last month for driving without licence and dangerous driving at Lumley. He has court date in two weeks, il est sorti sur caution. We need avocat pour le défendre.",
    intent: "area:criminal",
  },
  { message: "hmm so um", intent: "unknown" },
  { message: "pls hw 2 do parllel parkin, i keep hittn d pole", intent: "off-topic" },
  {
    message:
      "Good morning, I would like to see a lawyer this week about the money the driving school took for my son's test that never happened. Can you give me an appointment on Thursday afternoon?",
    intent: "booking",
  },
  { message: "Di boys dem fo di junshon don sorund mi kar, dem se a nak wan okada man. Dem de bit mi glas wit stik, a de insai di kar now.", intent: "safety" },
  {
    message:
      "Ma femme and me we separate. She take the children to her mother house and she ask me to pay money every month from my driving. I want lawyer to help for the custody of my children.",
    intent: "area:family",
  },
  { message: "do you have a female lawyer their my wife want to speak to a woman", intent: "team" },
  {
    message:
      "My cousin just got picked up by traffic cops at the Jui checkpoint — they're saying he was drunk after a fender bender and they've got him in a cell at the station right now. What can we do tonight?",
    intent: "urgent",
  },
  {
    message: "Kindly outline the areas of law in which your chambers practise. We may need ongoing legal support for our driving academy.",
    intent: "services",
  },
  {
    message: "i paid 4 10 lessons n a test at a drivin skul in lumley, dey gave me only 3 lessons n now dey dnt pick my calls. i want my money bk pls hlp",
    intent: "area:contract",
  },
  {
    message:
      "My son keeps asking me if he should become a commercial driver or go to university. He is very good with engines, his father was the same. What do you advise?",
    intent: "off-topic",
  },
  {
    message: "Polis tek mi lisens na chekpoint se e don expaya, dem nor gi mi resit. Dem get rait fo du dat? Wetin go apin if a nor pe di fain?",
    intent: "legal-question",
  },
  {
    message:
      "I'm back from Atlanta and want to lease a plot at Waterloo for a driving range and training yard. Need someone to do a title search and draw up the lease.",
    intent: "area:land",
  },
  { message: "tnks so much 4 d info", intent: "thanks" },
  { message: "Donnez moi votre numéro de téléphone please, et vous êtes ouverts le samedi?", intent: "phone", also: ["hours"] },
  {
    message:
      "I am driver for a company that import cars from Conakry by ship to Queen Elizabeth Quay. Customs hold our two cars for three weeks now, ils demandent beaucoup d'argent. Vous pouvez nous aider?",
    intent: "area:shipping",
  },
  { message: "pls d polis dem jus cary my brodar frm d skul, dey se he drv wit fake licens, dey tk him 2 bo polic statn nw", intent: "urgent" },
  {
    message:
      "Am I, as the proprietor, liable for a road accident caused by a learner during a lesson when the instructor had dual controls? And would my insurer be obliged to cover the third party?",
    intent: "legal-question",
  },
  { message: "me n 2 frends wnt 2 start drivng scol in bo, hw 2 regstr d bizness n share d ownrship, pls hlp", intent: "area:business" },
  { message: "Est-ce que quelqu'un parle français dans votre bureau? Mon anglais n'est pas très bon.", intent: "knowledge:Languages spoken" },
  { message: "can I book a time to talk with a lawyer on the phone I am on the road all day teaching lessens", intent: "booking" },
  {
    message:
      "My neighbour's son crashed his learner car into our gate, and when I complained his father came with a machete and said he would kill me. He is still standing outside shouting. I am locked inside with my children.",
    intent: "safety",
  },
  { message: "What are all the ways I can reach you guys? Phone, email, WhatsApp, whatever works.", intent: "contact" },
  { message: "wats d pass mark 4 d theory test at slrsa? pls 🙏", intent: "off-topic" },
  {
    message:
      "Dear Sir, we entered into a supply agreement with a dealer for six training cars. He has delivered only two and refuses to refund the deposit of Le 180,000. We wish to enforce the contract.",
    intent: "area:contract",
  },
  { message: "Pa dem don kech mi broda na Lungi feri junshon, polis se in lisens na fake wan. Dem put am na sel now now. Abeg sen lawyer.", intent: "urgent" },
  { message: "whr is ur ofis in freetwn, i de cum frm bo on frdy", intent: "address" },
  {
    message:
      "Can the Sierra Leone police actually confiscate my US driver's license at a checkpoint? The officer said I need a local one after 3 months. Is that even the law here?",
    intent: "legal-question",
  },
  {
    message:
      "the police charge me with causing death by dangerous driving because my learner knock a man at Kissy and he die I am on bail but the case is in court next month I need a lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "Je voudrais un rendez-vous avec un avocat, maybe Wednesday? It is about my permis they take at checkpoint.", intent: "booking" },
  {
    message:
      "Since the accident my son's instructor has been coming to our house at night, banging on the door and saying he will hurt Abu if we tell anyone he was drinking during the lesson. Tonight he came again with two men. I am very frightened for my son.",
    intent: "safety",
  },
  { message: "r u open on sat? i finish skul @ 2", intent: "hours" },
  {
    message: "Mi wef don lef mi wit di pikin dem, she se a fo gi am moni ebri wik fo di taxi. A wan lawyer fo di pikin dem mata, bikos a wan si dem.",
    intent: "area:family",
  },
  { message: "Où je peux acheter pneus pas cher à Freetown? My taxi tyres finish.", intent: "off-topic" },
  {
    message:
      "For our initial meeting, which documents should I bring? I have the school's registration certificate, the instructors' contracts and the lease for the training yard.",
    intent: "knowledge:What to bring",
  },
  { message: "hw many lawyrs r in ur ofis, r dey gud", intent: "team" },
  {
    message:
      "I'm planning to invest in a driving school franchise back home with a partner here. Need help setting up the company, the shareholder agreement, and opening a business bank account.",
    intent: "area:business",
  },
  { message: "pls hlp, my frend wer drivin d skul car hit a wman at bo town, d polis dem tk im 2 d staton nw an dey wnt lok im up", intent: "urgent" },
  {
    message:
      "I paid the driving school in full in January for my son's lessons and the road test, and they gave him a licence without any test. Now we hear the licence may be fake. If the police find out, can my son be punished even though it was the school that arranged it? He is only 18.",
    intent: "legal-question",
  },
  {
    message: "Lawyer Ibrahim Jalloh de na una ofis? Pipul dem se in sabi polis kes gud gud. Na im de handle dem kain mata?",
    intent: "attorney:Ibrahim Jalloh",
  },
  {
    message:
      "we rent a field at Hastings to train learners and now another family come and say the land is there own and the man who rent it to us is not the right owner please we need help with the land",
    intent: "area:land",
  },
  { message: "How long does it take SLRSA to process a new license? Trying to plan my trip around it.", intent: "off-topic" },
  { message: "Please provide your office telephone number so that my secretary may call to arrange matters.", intent: "phone" },
  {
    message:
      "I shipped my car from Baltimore to Freetown and it came off the vessel at Queen Elizabeth II Quay with the side smashed in. The shipping company says it's not their problem. Can you handle a cargo damage claim?",
    intent: "area:shipping",
  },
  { message: "Bonsoir tout le monde", intent: "greeting" },
  { message: "Could you please give me your email address? I want to send you the receipts from the driving school.", intent: "email" },
  { message: "a man in d car we hit @ wilkinson rd is followin me home evry day n says he'll hurt me if i dnt pay 4 his car. im so scared", intent: "safety" },
  {
    message: "The driving school take my money for permis and no test, no permis. Ils ont le droit de garder l'argent? Can I get it back by law?",
    intent: "legal-question",
  },
  {
    message:
      "My business partner and I have a contract that says disputes go to arbitration. He's breached it on our driving school deal. Can you represent me in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "pls i ned hlp", intent: "unknown" },
  {
    message:
      "My son was accused of paying an officer for a licence without doing the test. He was questioned and released, but the police say they will charge him with bribery and forgery. I want a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Wetin na di pris fo petrol tide? Di ting de go op ebri de.", intent: "off-topic" },
  {
    message:
      "Police at the checkpoint near Congo Cross have my brother in their truck right now. They say the car isn't registered and they're taking him in. Need a lawyer NOW.",
    intent: "urgent",
  },
  { message: "cn i bk apointmnt wit lawyr nxt wik, i go cum frm bo", intent: "booking" },
  {
    message: "I work as driver for a driving school for one year, no contract, they don't pay me three months. Je veux mon salaire. Vous pouvez m'aider?",
    intent: "area:contract",
  },
  { message: "What kinds of cases does your firm take on?", intent: "services" },
  { message: "how much is the fee for the first consultation and can I pay small small", intent: "knowledge:Fees" },
  { message: "Please schedule a meeting with a lawyer for Tuesday at 11 AM to review our instructors' employment contracts.", intent: "booking" },
  { message: "What time do you close on Fridays? I finish work at 4 and I don't want to come and meet the door locked.", intent: "hours" },
  { message: "my dad died in a crash n left a will bt my uncle says d car n d house r his now. i need a lawyer pls", intent: "area:family" },
  {
    message: "Is it lawful for a road-traffic officer to impound our training vehicle without written notice, merely because the L-plate had fallen off?",
    intent: "legal-question",
  },
  { message: "La police a arrêté mon patron at Masiaka after the accident, ils le gardent dans la cellule depuis hier. Please help!", intent: "urgent" },
  { message: "Do you have a lady lawyer? My son says he is shy to talk to a man about what happened.", intent: "team" },
  { message: "Thanks, appreciate it!", intent: "thanks" },
  { message: "Mi en mi kompin dem wan opin wan taxi kompin en dreva skul. Una go ep wi fo rejista am?", intent: "area:business" },
  { message: "cn i park my mum car nr ur ofis?", intent: "knowledge:Parking" },
  {
    message:
      "My late father gave my son a small piece of land in Waterloo, and we want to sell part of it to pay for his driving school. Now his uncles are fighting us over the boundary. Can you help with this land matter?",
    intent: "area:land",
  },
  {
    message: "the learner father is here at the school with a cutlass saying he will kill me because his son fail the test please somebody come",
    intent: "safety",
  },
  { message: "wat is d best car 4 a lerner, manul or automatc?", intent: "off-topic" },
  { message: "Aw a go kontak una? A nor sabi yuz imel.", intent: "contact" },
  {
    message:
      "Our chartered vessel carrying spare parts for our training fleet was delayed at Freetown port for five weeks, and the owners are now claiming demurrage from us. We require representation in this shipping matter.",
    intent: "area:shipping",
  },
  {
    message:
      "my colleague instructor is being taken by the traffic police right now at Lumley roundabout they are pushing him into the vehicle please what can we do",
    intent: "urgent",
  },
  {
    message: "Nous avons un award d'arbitrage against the car seller from Conakry but he now live in Freetown. Can you help enforce it here?",
    intent: "area:arbitration",
  },
  {
    message:
      "Got a summons from the magistrate court in Freetown — they're charging me with using a forged driver's license. I honestly thought the driving school gave me a legit one. I need a defense lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "My son's driving instructor says he needs new glasses before the eye test at the licensing office. Where in Freetown can we do a cheap eye test? The one at Connaught was too crowded.",
    intent: "off-topic",
  },
  { message: "pls hlp d police hv my instructr n me @ eastern police sinc mornin afta d crash, dey wnt let us go home", intent: "urgent" },
  { message: "Una lawyer dem de tok Krio? Mi Inglish nor tu strong.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our instructors are employed on fixed-term contracts. Two of them have left to open a rival school and taken our learners with them, despite a non-compete clause. We wish to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "if i drv wit a learnr permit an no instructr in d car an polis cach me wat wil hapen, wil dey jail me?", intent: "legal-question" },
  {
    message:
      "Des gens me menacent, they say I killed their goat with my taxi and if I don't pay they will burn my car and me. Ils sont devant ma maison maintenant.",
    intent: "safety",
  },
  { message: "what time does your office open in the morning I want to come before my first lesson at 8", intent: "hours" },
  {
    message:
      "I'm divorced, live in the US, and my ex back in Freetown won't let me see my son. I'd like to get visitation sorted and pay for his driving lessons directly. Need a family lawyer over there.",
    intent: "area:family",
  },
  { message: "A wan si lawyer Monde fo mi lisens mata. Una go gi mi taim?", intent: "booking" },
  { message: "cn u help me wit my essay on road safty 4 skul? 300 wrds 😩", intent: "off-topic" },
  { message: "Combien d'avocats vous avez? Il y a une femme avocat?", intent: "team" },
  {
    message: "Mi kompin sen tu kar fo mi fram Antwerp, di ship don land na Quay bot kustom nor gri rilis dem. Una de ep wit dis kain mata?",
    intent: "area:shipping",
  },
  {
    message:
      "They have just taken my son. Two officers came to the house at 6 this evening, said the licence the driving school gave him is false, put him in their vehicle and drove off towards Kingtom police station. He is only 18. Please help me.",
    intent: "urgent",
  },
  {
    message: "Where exactly is your office — near the Cotton Tree or closer to the wharf? And is there anywhere to park?",
    intent: "address",
    also: ["knowledge:Parking"],
  },
  {
    message:
      "We are seeking to raise capital for the expansion of our driving school by admitting a new investor. We need the shareholders' agreement and the company's articles revised accordingly.",
    intent: "area:business",
  },
  {
    message:
      "My son's licence was seized at a checkpoint three weeks ago and the officer has not returned it. He says we must pay Le 2,000 to get it back. Is that the law, or is he just asking for a bribe? Can he keep it that long?",
    intent: "legal-question",
  },
  { message: "C'est quoi la meilleure huile moteur pour Toyota Corolla? My engine make noise.", intent: "off-topic" },
  { message: "Mi papa lan na Wellington, mi broda dem don sel am to wan dreva skul man wit nor mi agriment. A wan lawyer fo di lan.", intent: "area:land" },
  { message: "what is your email I want to send you the letter from my employer", intent: "email" },
  {
    message: "Dem don lok mi up na Waterloo polis, a de tok fram di sel wit di polisman in fon. Dem se a bin rush di learner kar. Abeg kam.",
    intent: "urgent",
  },
  {
    message: "the school owner and all of us instructors agree to go to mediation in stead of court for our salary can your firm do the mediation",
    intent: "area:arbitration",
  },
  {
    message:
      "When I come for the appointment, what papers should I carry? I have the receipts from the driving school, my son's fake licence and the police bail paper.",
    intent: "knowledge:What to bring",
  },
  { message: "Hi there! Hope y'all are doing well.", intent: "greeting" },
  { message: "Wetin una de du na dis lawyer ofis? Una de ep wit ol kain mata?", intent: "services" },
  { message: "sum boys r chasin me wit stik afta my lernr car hit der okada, i de hid in a shop in bo town pls", intent: "safety" },
  {
    message:
      "Police accuse me to give bribe to traffic officer. I am not in prison, they let me go, mais je dois aller au tribunal le mois prochain. I need lawyer for defence.",
    intent: "area:criminal",
  },
  {
    message:
      "If I had a car accident here while driving on my US license, would I count as uninsured under Sierra Leone law? Could I be personally sued for the other driver's hospital bills?",
    intent: "legal-question",
  },
  { message: "how do I teach a nervous learner to use the clutch on a hill start she keep stalling", intent: "off-topic" },
  { message: "Thank you very much, you have been so kind. God bless you.", intent: "thanks" },
  { message: "cn i cum c a lawyr 2moro @ 3? its bout d skul dat tuk my money", intent: "booking" },
  {
    message: "d skul sign papa wit me sey dey go giv 20 lesns n d test, nw dey sey d car brok an no mo lesns. i wan sue dem 4 d contrak",
    intent: "area:contract",
  },
  {
    message: "Could you kindly tell me about your lawyers' experience? I would prefer a firm with a proper team rather than a single practitioner.",
    intent: "team",
  },
  {
    message: "Mon père est décédé à Freetown, he have a taxi and a house. My stepmother say everything is for her. Je veux un avocat pour l'héritage.",
    intent: "area:family",
  },
  {
    message:
      "police have my learner at the Hill Station checkpoint he is crying they want to take him to the station because he has no licence in his pocket I am standing their with him",
    intent: "urgent",
  },
  { message: "A get wan mata", intent: "unknown" },
  { message: "wch drivng skul in bo is d chepst? pls", intent: "off-topic" },
  { message: "wats ur whatsapp numba?", intent: "phone" },
  {
    message: "Je veux ouvrir une auto-école à Freetown with my Sierra Leonean friend. Vous pouvez nous aider à enregistrer la société?",
    intent: "area:business",
  },
  { message: "What are your fees like? Do you charge by the hour or a flat fee for something like a traffic case?", intent: "knowledge:Fees" },
  { message: "Vous êtes ouvert le dimanche?", intent: "hours" },
  {
    message:
      "We hold a ten-year lease on our training ground at Jui, but the landlord is now demanding that we vacate after four years. Please assist us in this lease dispute.",
    intent: "area:land",
  },
  { message: "If polis stop mi en a nor get mi lisens insai mi pokit, dem get rait fo tek mi kar? Mi lisens de na os.", intent: "legal-question" },
  {
    message:
      "My husband was drunk and crashed the car with me and my son inside. Now he is blaming me, and he beat me this morning. He says he will do worse tonight. I don't know where to go.",
    intent: "safety",
  },
  {
    message:
      "the company I work for bring training cars by ship and the ship company lose one car completely they say it fall in the water we need lawyer to claim",
    intent: "area:shipping",
  },
  { message: "Can I set up a Zoom or WhatsApp call with one of your lawyers before I fly in next week?", intent: "booking" },
  { message: "hw cn i rich una, fon or emial or wat?", intent: "contact" },
  {
    message:
      "Officers just came to my uncle's house in Lumley and are taking him away because of the crash last week. He's old and has high blood pressure. Please, what do we do?",
    intent: "urgent",
  },
  { message: "ok bye c u", intent: "goodbye" },
  { message: "Mi en di kar ona we a de drayv fo am, wi get kwarel oba di moni. Wi nor wan go kot. Una de ep pipul fo setul mata?", intent: "area:arbitration" },
  { message: "r u opn on pblic holidy? i wnt 2 cum mondy", intent: "hours" },
  {
    message:
      "I signed a contract with a driving school for my son: twenty lessons and a road test for Le 4,000. He had twelve lessons, then the school closed and the owner moved to Makeni. I still have the contract in my bag. I want a lawyer to help me get the rest of my money.",
    intent: "area:contract",
  },
  {
    message:
      "Mon cousin est en garde à vue à la police de Congo Cross since last night, they say he drive the learner car without permis and injure a child. Please venez vite.",
    intent: "urgent",
  },
  { message: "Us tin a go du fo mek mi kar AC wok bak? E de blo ot briz.", intent: "off-topic" },
  { message: "if a learner I teach crash the car after he finish the course and get licence can they still blame me or the school", intent: "legal-question" },
  {
    message:
      "Guy whose car I scraped at a roundabout in Aberdeen has been following me and just texted a photo of my house saying I'll regret it. I'm genuinely scared for my family.",
    intent: "safety",
  },
  {
    message: "Is Ms Christiana Thomas still with your chambers? I was told she has handled employment disputes for transport companies.",
    intent: "attorney:Christiana Thomas",
  },
  {
    message: "d polis charj me wit drivng without licens n hitin a man in bo, dey gi me bail bt cot is nx wk, i nid lawyr 2 defnd me",
    intent: "area:criminal",
  },
  { message: "I will come with my brother's car. Is there a safe place to park near your office, or should we take a keke?", intent: "knowledge:Parking" },
  { message: "my wife and I divorce and she want to take the children to England I want to fight for the custody please help me", intent: "area:family" },
  { message: "wat 2 wear 2 my drivin test lol? 👗", intent: "off-topic" },
  {
    message: "I'd like to schedule a consultation for next Tuesday morning if anyone's free. It's about a car I bought that turned out to have fake papers.",
    intent: "booking",
  },
  { message: "Aw moch lawyer dem de na una ofis? Una get uman lawyer?", intent: "team" },
  {
    message:
      "I want to start my own small driving school with two cars how do I register the business and what papers I need for the company can you do it for me",
    intent: "area:business",
  },
  {
    message:
      "Urgent: one of our instructors has just been arrested at the Kissy Road checkpoint during a lesson and is now being held at Kissy Police Station along with the learner. We require a lawyer to attend immediately.",
    intent: "urgent",
  },
  { message: "if d skul gv me a licens widout d test, iz it still lgal 2 drv wit it?", intent: "legal-question" },
  {
    message: "J'ai acheté un terrain à Newton pour garer mes taxis. Now another man show paper say the land is his. I need a lawyer for the land title.",
    intent: "area:land",
  },
  { message: "hw mch is d bus fare frm bo 2 freetwn nw?", intent: "off-topic" },
  { message: "What is your office phone number? I prefer to call than to type on this small phone.", intent: "phone" },
  {
    message:
      "We have a dispute under a charter party for the shipment of vehicles from Dubai. The vessel deviated from its route and our cars arrived rusted. We would like your shipping lawyer to review the matter.",
    intent: "area:shipping",
  },
  {
    message: "Di big man we a bam in jip yestade de wet fo mi na di taxi park wit boys, i se i go kil mi. A de ayd na mi sista os now, a fred.",
    intent: "safety",
  },
  {
    message: "Do your lawyers speak Mende? My grandmother wants to come with me and she's way more comfortable in Mende.",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "We have obtained an arbitral award against a vehicle supplier who failed to deliver training cars. He has not paid. Kindly advise whether your firm can assist in enforcing the award.",
    intent: "area:arbitration",
  },
  { message: "helo gud evnin", intent: "greeting" },
  {
    message:
      "The police keep my car for two weeks after small accident, no charge. Est-ce qu'ils peuvent garder ma voiture comme ça? How long they can keep it legally?",
    intent: "legal-question",
  },
  {
    message:
      "A bin sain pepa fo drayv wan man in kar en pe am ebri wik til a ona am. Naw i se di agriment don don en i tek di kar we a don pe fo. A wan lawyer luk di pepa.",
    intent: "area:contract",
  },
  { message: "polis dem don hol my uncl at d tikonko jnctn sinc mornin, dey se hiz licns fake, he stil de wit dem", intent: "urgent" },
  { message: "please what is the correct hand signal for turning right I need to teach it tomorrow", intent: "off-topic" },
  {
    message:
      "Before I explain my story, can you tell me what kind of cases your firm handles? Is it only big company things or also ordinary people's problems?",
    intent: "services",
  },
  { message: "Votre adresse email s'il vous plaît, pour envoyer les documents.", intent: "email" },
  {
    message:
      "My nephew was charged with reckless driving and hit-and-run after a crash on Spur Road. He's out on bail but the trial starts soon. We want a strong criminal defense lawyer.",
    intent: "area:criminal",
  },
  { message: "can I come tomorrow at 10 to see a lawyer about the police case of my learner", intent: "booking" },
  { message: "Good evening. Please I am confused, I don't know where to start.", intent: "unknown" },
  { message: "Tenki tenki, God bless una.", intent: "thanks" },
  { message: "my parnts r divocin n my dad nt pyin skul fees or maintenans 4 us, mum nid lawyr pls", intent: "area:family" },
  { message: "my bf crashd my mum car n nw hes threatnin 2 beat me if i tel her he wz drivin. he's outside my hse nw 😭", intent: "safety" },
  { message: "Could you confirm your office hours? I should like to visit during the lunch period, around 1 PM, if you remain open.", intent: "hours" },
  { message: "Where can I rent a car in Freetown that comes with a driver? Don't want to deal with the traffic myself.", intent: "off-topic" },
  {
    message: "Di bank se dem go gi wi lon fo bay kar fo di taxi kompin bot dem wan wi fo rejista di kompin fos. Una go ep wi wit di bank en di rejista?",
    intent: "area:business",
  },
  {
    message:
      "Does the Road Traffic Act permit a licensed instructor to conduct lessons on the highway at night? An officer has told us it is prohibited and threatened to fine us.",
    intent: "legal-question",
  },
  { message: "wat documnts shud i bring 4 d metin wit d lawyr?", intent: "knowledge:What to bring" },
  {
    message:
      "We are buying a plot at Regent to build a small garage for my son to repair cars after his driving course. The seller says there is no need for a title search. I want a lawyer to check the land papers before I pay anything.",
    intent: "area:land",
  },
  { message: "Comment je peux vous contacter? Téléphone, WhatsApp, email?", intent: "contact" },
  { message: "Di traffic polis dem de tek mi pikin now now na Lumley, dem push am insai dem motoka. Abeg una ep wi!", intent: "urgent" },
  {
    message: "i ordr car parts frm china 4 my uncl drivn skul, d ship brng dem 2 d quay bt hlf r brokn an d compny no wan pay, pls hlp",
    intent: "area:shipping",
  },
  { message: "who are the lawyers in your office I want to no before I come", intent: "team" },
  { message: "Alright, that's all for now. Take care!", intent: "goodbye" },
  { message: "Je veux voir l'avocat vendredi matin, c'est possible? C'est pour mon problème de permis.", intent: "booking" },
  {
    message:
      "The driving school owner and I agreed to have an elder from the community settle our dispute about the lessons money, but he didn't respect the decision. Someone told me your firm does mediation. Can you help us sit down properly?",
    intent: "area:arbitration",
  },
  { message: "Usai una ofis de? Na Siaka Stevens Strit nia wetin?", intent: "address" },
  {
    message:
      "Sorry to bother y'all this late — my dad's driver was taken into custody after hitting a pedestrian on Main Motor Road, and he's been sitting in a cell at the station since yesterday. He has no one else.",
    intent: "urgent",
  },
  { message: "what type of law work do you do in your office", intent: "services" },
  {
    message:
      "My son rang me from Central Police Station. He says they arrested him at the checkpoint near the National Stadium because his licence number is not in their system. They took his phone after that. Please, can someone go there today?",
    intent: "urgent",
  },
  { message: "wat is d meanin of a yello box junctn? d book no explain gud", intent: "off-topic" },
  {
    message:
      "I inherited a lot at Goderich from my dad and I want to lease it to a driving school as their training yard. I need proper lease documents drawn up and to confirm the title is clean.",
    intent: "area:land",
  },
  { message: "Polis se a fo pe fain bikos mi kar nor get luk-glas. Da kain fain de na di lo? Aw moch dem fo tek?", intent: "legal-question" },
  {
    message:
      "The police have opened an investigation into our school, alleging that some of our certificates of competence were falsified. No one has been arrested, but the proprietor and two instructors have been invited for questioning. We require a criminal defence lawyer to accompany them.",
    intent: "area:criminal",
  },
  { message: "hw mch 4 a lawyr? i'm a student n i dnt hv much 😔 do u do legal aid?", intent: "knowledge:Fees" },
  {
    message:
      "Le mari de ma sœur, he beat her every night since he lose his driving job. Hier il l'a frappée avec un bâton. She is with me now but he say he will come.",
    intent: "safety",
  },
  { message: "What time do you guys close today? Trying to swing by after lunch.", intent: "hours" },
  {
    message:
      "the driving school make me sign contract but they change the salary without telling me and now they want me to work Saturdays for free I need a lawyer to look at the contract",
    intent: "area:contract",
  },
  {
    message:
      "Please, I want a meeting with a lawyer about my son's case, but I can only come early on Monday morning before I open my shop. Is 9 o'clock possible?",
    intent: "booking",
  },
  { message: "my parnts wnt 2 adopt my cuzin whose mum died in d keke crash, hw do dey start? pls hlp", intent: "area:family" },
  { message: "Us ples a go fiks mi taxi rediyeta na Kissy? Di wan dem we de na Feri Junshon nor gud.", intent: "off-topic" },
  {
    message: "Ils emmènent mon chauffeur maintenant, police at Wellington, because the learner car he drive have no papers. Aidez-nous s'il vous plaît.",
    intent: "urgent",
  },
  { message: "r ur lawyrs experianced wit polis cases? hw many do u hv", intent: "team" },
  {
    message:
      "Je suis transitaire, I clear cars at the port. A container of used cars for a driving school is stuck at Queen Elizabeth II Quay and the shipping line charge storage every day. We need a lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "The driving school I paid for my nephew is refusing to refund even though they never scheduled his test. Do I have a legal case here, and would I likely get the full amount back?",
    intent: "legal-question",
  },
  { message: "good morning to you all", intent: "greeting" },
  {
    message:
      "I want to buy into an existing driving school in Freetown — 40% stake. Need due diligence on the company, the share purchase agreement, the works.",
    intent: "area:business",
  },
  { message: "ur ofis hv parkin space? i go cum wit my broda car", intent: "knowledge:Parking" },
  {
    message:
      "My son wants to prepare for the written test, but the highway code book they gave him is very old and torn. Where can we buy the new one in Freetown?",
    intent: "off-topic",
  },
  { message: "d polis r takin my instructr nw! dey sey he bribed sumone 4 my licens. im standin here cryin pls", intent: "urgent" },
  { message: "me n my bizness partnr av dispyut ova d drivng skul mony, we wnt som1 2 mediate so we no go cot", intent: "area:arbitration" },
  { message: "Kindly provide all your contact details — telephone, WhatsApp and email — for our records.", intent: "contact" },
  {
    message:
      "The driving school promised in writing that my son would pass the road test or get his money back. He failed twice and now they are refusing. Does that paper they signed mean they must refund me by law? What are my chances?",
    intent: "legal-question",
  },
  {
    message:
      "some okada riders surround my learner car after we touch one of them they are beating the car and pulling the learner out please we need help now",
    intent: "safety",
  },
  { message: "Mi granpa lan na Bo Rod we wi bin wan yuz fo taxi park, wan man don bil fens insai am. Bondri kwarel. Una de ep?", intent: "area:land" },
  { message: "What's the best email to send my documents to?", intent: "email" },
  { message: "Vous faites quel type de travail? Vous aidez aussi les étrangers?", intent: "services" },
  {
    message:
      "My boss take my driving licence and say he give it back when I finish pay for the taxi. Nous avons signé un contrat. I want lawyer to check the contract and help me.",
    intent: "area:contract",
  },
  {
    message: "We should like to arrange a consultation with your business law partner at the earliest convenience, preferably Wednesday afternoon.",
    intent: "booking",
  },
  { message: "A go kam tumara fo si lawyer, abeg pul taim fo mi. Na mi lisens mata.", intent: "booking" },
  { message: "pls wat is ur fon numba", intent: "phone" },
  {
    message:
      "Traffic police have had my sister at the Kingtom station since last night because the learner car she was in hit a parked truck. They won't let us see her. What do we do?",
    intent: "urgent",
  },
  {
    message:
      "I wish to prepare a will that leaves my driving school and my property to my children in equal shares. Please advise whether your family law team can assist.",
    intent: "area:family",
  },
  {
    message: "Do you have lawyers who speak Temne? My husband's mother will come with me and she understands only Temne and a little Krio.",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "I crash a learner car, personne blessé, only the car. The school say I must pay all the repair. C'est légal? I am the learner, not the owner.",
    intent: "legal-question",
  },
  { message: "hw do u change a flat tyre? stuck on waterloo rd lol", intent: "off-topic" },
  { message: "so what about the one I said before", intent: "unknown" },
  {
    message:
      "My brother shipped a car from the UK to Freetown for my son to learn on, but when the ship arrived the car was not on it. The shipping company says it was offloaded somewhere else. We need someone to claim for it.",
    intent: "area:shipping",
  },
  { message: "Mob de na di rod, dem se a nak pikin. Dem don brok mi glas, dem de bit mi en mi pasenja. A de ron now.", intent: "safety" },
  { message: "wat tym do u opn?", intent: "hours" },
  {
    message: "d polis sey i'll b charjd 4 drivin wit a fake licens, bt d skul gv it 2 me! im home bt d case is in cot nxt mnth, i nid a lawyr",
    intent: "area:criminal",
  },
  { message: "Merci beaucoup, vous êtes gentils.", intent: "thanks" },
  { message: "please where is your office located I will come from Lumley", intent: "address" },
  {
    message:
      "We are in dispute with our bank over the terms of a loan for our training fleet; the bank has unilaterally increased the interest rate. Does your business law department handle banking matters?",
    intent: "area:business",
  },
  {
    message: "my learner and me are inside the police cell at Jui since 2 o'clock they say the car papers are not correct please send somebody",
    intent: "urgent",
  },
  { message: "Is the weather going to be bad this week in Freetown? Don't want to be driving in the rainy season floods.", intent: "off-topic" },
  { message: "Ok a de go. Wi go tok bak.", intent: "goodbye" },
  {
    message:
      "Our contract with the car dealer has an arbitration clause. He sold us cars with fake documents for the driving school. How do we start arbitration, and can you represent us?",
    intent: "area:arbitration",
  },
  { message: "if polis tek my licens at chekpoint n no giv me resit, hw cn i gt it bak? is dat legl?", intent: "legal-question" },
  {
    message:
      "Mon mari est mort dans un accident sur la route de Kenema. His family want to take the children and the house. Je veux un avocat pour garder mes enfants.",
    intent: "area:family",
  },
  {
    message:
      "They just arrested my husband outside our house in Juba Hill over the accident with the learner car. Officers drove him off about ten minutes ago. I don't know which station.",
    intent: "urgent",
  },
  { message: "please tell me the best car to buy for a driving school business Toyota or Nissan", intent: "off-topic" },
  {
    message: "I would like some information about Mr Mohamed Conteh. Does he deal with leases of commercial land such as driving school yards?",
    intent: "attorney:Mohamed Conteh",
  },
  {
    message: "d skul sed i cn pay in parts 4 lessons, i signd papa, nw dey sey i mst pay all at once or no mo lesns. i wnt a lawyr 2 chk it",
    intent: "area:contract",
  },
  {
    message:
      "The family of the boy my son hit during his lesson came to our house this afternoon with sticks and stones. They broke the windows and said they will come back to burn the house. We are hiding at the neighbour's.",
    intent: "safety",
  },
  { message: "Una de opin Satode?", intent: "hours" },
  {
    message: "What should I bring to the consultation? I've got the bill of sale, the fake registration, and texts with the dealer.",
    intent: "knowledge:What to bring",
  },
  {
    message: "Ma société de transport veut investir dans une auto-école à Freetown. We need help with the governance and the investment papers.",
    intent: "area:business",
  },
  {
    message:
      "I would like to see a lawyer about the driving school that cheated us. When is the earliest appointment you have? I can come any day after 2 o'clock.",
    intent: "booking",
  },
  {
    message:
      "If an instructor who is an employee commits fraud by selling licences to learners without our knowledge, can the company itself be held criminally responsible? And may we dismiss him without notice?",
    intent: "legal-question",
  },
  { message: "dey don put my lernr frend in d cell at bo polis sinc yestaday, nobody tel us wat he did", intent: "urgent" },
  { message: "Polis don charj mi fo bay fake lisens. Dem lef mi go bot a fo go kot nekst wik. A nid lawyer fo difen mi.", intent: "area:criminal" },
  { message: "wat kinds of cases do u do?", intent: "services" },
  {
    message:
      "my brothers and me have family land in Port Loko and my uncle is selling part of it to a driving school man without our permission we need a lawyer for the family land",
    intent: "area:land",
  },
  { message: "Rendez-vous avec un avocat la semaine prochaine c'est possible? Lundi ou mardi.", intent: "booking" },
  { message: "What's your WhatsApp? Easier for me to message from the States.", intent: "phone" },
  { message: "Us taim di Arsenal match go start tide? A wan watch am na di ba.", intent: "off-topic" },
  {
    message:
      "We consigned ten vehicles to a shipping agent for carriage to Freetown, and the bill of lading was issued to the wrong consignee. The vehicles are now held at the port. Please advise whether you can assist.",
    intent: "area:shipping",
  },
  { message: "d driving skul ownr keeps sendin me msgs sayin he'll hurt me if i tell d police bout d fake licens. he knws whr i liv 😰", intent: "safety" },
  {
    message:
      "we the instructors and the school owner sign agreement to use arbitration if problem come but the owner refuse to go now can you help us force him",
    intent: "area:arbitration",
  },
  { message: "Good afternoon, how are you all today?", intent: "greeting" },
  {
    message:
      "I was in a crash in Freetown as a passenger with a learner driver and broke my wrist. Can I sue the driving school, the learner, or both? And how much would a court here typically award?",
    intent: "legal-question",
  },
  { message: "C'est combien pour la consultation? Je peux payer en deux fois?", intent: "knowledge:Fees" },
  {
    message:
      "We lease our training vehicles from a finance company, and they have repossessed two cars despite our payments being up to date. We require assistance in enforcing the lease agreement.",
    intent: "area:contract",
  },
  {
    message: "Dem tek mi kompin taxi dreva go na polis stesin Ross Rod, dem se in bam wan soja motoka. Dem de bit am insai de. Abeg una kam.",
    intent: "urgent",
  },
  { message: "pls hw 2 rit a CV 4 drivr job? i nid it 2day", intent: "off-topic" },
  { message: "Who's on your team? Any lawyers who've handled accident cases?", intent: "team" },
  { message: "I want to make a will so that my two driving cars go to my children if anything happen to me because of this road work", intent: "area:family" },
  { message: "Please send me your official email address for formal correspondence.", intent: "email" },
  { message: "Euh... le problème là", intent: "unknown" },
  { message: "my mum wnts 2 rgstr her drivin skul as a compny, do u do dat? 🙂", intent: "area:business" },
  { message: "How do I convert my US license to a Sierra Leone one? Which office do I go to?", intent: "off-topic" },
  { message: "Can you tell me in general what your firm does? My friend said you only do land, but I have a different problem.", intent: "services" },
  { message: "are you open during lunch time between one and two because that is when I am free", intent: "hours" },
  { message: "my uncl is drunk n beatin my aunty coz she sed he crash d car. she is screamin. pls wat do i do", intent: "safety" },
  {
    message:
      "Please help. The police came to the driving school while my son was having his lesson and arrested him and the instructor. They are now at Kissy Police Station, and the officer says they will spend the night there.",
    intent: "urgent",
  },
  {
    message: "Je suis accusé de conduire en état d'ivresse après un accident à Lumley. Not in prison, mais il y a un procès. Need avocat pour la défense.",
    intent: "area:criminal",
  },
  { message: "is there a place to park my training car near your office the one with the L plate", intent: "knowledge:Parking" },
  {
    message: "Di skul we mi pikin de tich drayv nor pe in salari, en naw dem se dem go sak am if i kompleyn. Dem get rait fo du dat?",
    intent: "legal-question",
  },
  { message: "Thank you for your prompt and helpful response.", intent: "thanks" },
  {
    message: "We rent a garage land at Kissy for our taxis and the landlord now want to double the rent before the lease finish. I want lawyer for this lease.",
    intent: "area:land",
  },
  { message: "wat songs 2 play in d car 2 calm my nerves b4 d test? lol 🎶", intent: "off-topic" },
  { message: "how can I contact you people phone or email or come to the office", intent: "contact" },
  { message: "i wnt 2 bk a metin wit a lawyr 4 frdy, pls wat tym is free", intent: "booking" },
  { message: "Où se trouve votre bureau exactement? Je viens de Waterloo.", intent: "address" },
  {
    message:
      "I chartered space on a vessel to bring two SUVs home from Houston. Ship's been sitting off Freetown for weeks and the carrier now wants extra freight. Is this something you handle?",
    intent: "area:shipping",
  },
  {
    message:
      "they are taking me now the traffic officer say I must follow them to the station because my learner knock a woman I am talking this into my phone please call me",
    intent: "urgent",
  },
  { message: "Mon associé et moi, dispute about the taxi business money. On veut la médiation, pas le tribunal. Vous faites ça?", intent: "area:arbitration" },
  { message: "ok den bye bye", intent: "goodbye" },
  { message: "Wan ship bin kam wit kar dem fo mi pikin dreva skul, bot di kompin se dem los di kontena. Una de ep wit ship mata?", intent: "area:shipping" },
  { message: "my bro's bn held @ lumley polis sinc fri cz d car he ws learnin in hit a keke. dey wnt let us c him. pls", intent: "urgent" },
  { message: "We are designing a logo and brochure for our driving academy. Could your assistant suggest a catchy slogan?", intent: "off-topic" },
  {
    message: "my boss the driving school owner fire me without notice after five years because I ask for my salary is it legal and how much can I get from him",
    intent: "legal-question",
  },
  { message: "Quelles sont vos heures d'ouverture? I work all the day.", intent: "hours" },
  {
    message:
      "My son has been charged with causing bodily harm by careless driving after he hit a trader's stall during a lesson. He is at home on bail, thank God, but he must go to the magistrate court next month. We need a good lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "do u hav lawyrs dat spk mende n krio? my englsh nt gud", intent: "knowledge:Languages spoken" },
  {
    message:
      "There's a crowd outside the driving school where my cousin works — they're saying the instructor killed someone's kid in a crash and they're throwing rocks. He's locked in the office. Please help.",
    intent: "safety",
  },
  {
    message:
      "I hired a local driving school to train three drivers for my logistics company. Contract says 6 weeks, they're at week 12 with no tests booked. I want to enforce the contract or get damages.",
    intent: "area:contract",
  },
  { message: "Comment dire 'feu rouge' en Krio? I want to learn.", intent: "off-topic" },
  {
    message: "Kindly arrange an appointment for me with your land law specialist regarding our training ground lease. Any morning next week would suit.",
    intent: "booking",
  },
  { message: "r ur lawyrs all men? wud prefr a lady 2 tok 2", intent: "team" },
  { message: "Mi wef en mi wan divos. Wi get tri pikin en di taxi na wi tu wan. A wan lawyer fo ep.", intent: "area:family" },
  {
    message:
      "This is an emergency. Our instructor and a learner were taken from the test route by police officers an hour ago and are being held at Eastern Police Station. No reason has been given.",
    intent: "urgent",
  },
  { message: "my uncl wnt 2 invst in a drivng skul compny in bo, hw 2 do d shares n all, cn u hlp wit d papa", intent: "area:business" },
  { message: "if i hv a learnr permit cn i legaly drv on d highwy wit my dad in d car? he hz licens", intent: "legal-question" },
  { message: "Wetin na di lisens fi na di Road Safety ofis naw? Dem se i don go op.", intent: "off-topic" },
  {
    message:
      "Bought land in Kerry Town for a driving range from a guy who claimed to be the owner. Now his relatives say it's family land and he had no right to sell. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "Una imel adres? Mi gran pikin go sen di pepa dem fo mi.", intent: "email" },
  {
    message: "the man whose car my learner hit is holding me by my shirt and he has a knife he say I will not leave here until I pay please",
    intent: "safety",
  },
  {
    message:
      "Our driving school and a fleet supplier have a contractual dispute. We would prefer a confidential arbitration rather than litigation. Who at your firm handles arbitration, and what is the process?",
    intent: "area:arbitration",
  },
  { message: "Pour le rendez-vous, je dois apporter quoi? Passeport, permis guinéen, les papiers de la police?", intent: "knowledge:What to bring" },
  { message: "My son just passed his test, thank God! Can you suggest a small gift to give him? He likes cars.", intent: "off-topic" },
  { message: "wat srvics do u ofer?", intent: "services" },
  {
    message:
      "Ils m'ont mis en cellule à Jui, the officers, since this morning, for driving without permis sierra-léonais. Je tape avec le téléphone d'un autre. Help.",
    intent: "urgent",
  },
  { message: "A bin wok fo wan dreva skul as instrokta fo tu ia. Dem nor pe mi las fo mont. A wan lawyer fo get mi moni.", intent: "area:contract" },
  { message: "heyyy 👋", intent: "greeting" },
  { message: "give me your phone number please I cannot type too much", intent: "phone" },
  { message: "my fren is acusd of sellin fake licens 2 studnts in bo. he's nt in jail bt d polis sey cot soon. cn u defnd him?", intent: "area:criminal" },
  {
    message:
      "My son was driving with his learner permit and his instructor beside him when an officer stopped them and fined them because the L-plate was only on the back. Is that really against the law? Do we have to pay?",
    intent: "legal-question",
  },
  {
    message: "Can I book a phone consult for tomorrow? Anytime after 2pm Freetown time works. Also how much is it?",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  {
    message: "my bro import car 4 his drivin skul thru freetwn port, d customs n d shipin agnt r blamin each oda 4 d damaj. pls hlp us claim",
    intent: "area:shipping",
  },
  { message: "Are you open on Easter Monday? I was hoping to come that day since the shop will be closed.", intent: "hours" },
  { message: "how can I get a job as driving instructor with a good company in Freetown", intent: "off-topic" },
  { message: "hw cn i rch u? fon, whtsap, email?", intent: "contact" },
  {
    message:
      "My late brother left a will appointing me executor of his estate, which includes a driving school. His widow is contesting the will. We need a lawyer for the probate.",
    intent: "area:family",
  },
  { message: "thank you very much for the help my brother", intent: "thanks" },
  {
    message: "Mon patron m'a frappé avec une barre de fer because I scratch his car. He say tomorrow he will finish me. J'ai peur, I am hiding.",
    intent: "safety",
  },
  {
    message:
      "I want to open a small driving school for my son to manage once he has his licence. I need help registering the business and drawing up the company papers.",
    intent: "area:business",
  },
  { message: "d polis dem de cary my fada nw 2 d stesin afta d crash, dey handcuff him, pls hlp", intent: "urgent" },
  { message: "Would you kindly give directions to your chambers? I shall be coming from Aberdeen.", intent: "address" },
  { message: "Una go mek a pe smol smol? A nor get di ful moni wan taim.", intent: "knowledge:Fees" },
  { message: "Do you handle stuff besides court cases? Like contracts, land, business setup? Trying to get a sense of what you do.", intent: "services" },
  { message: "If my permis guinéen is expired but the new one is in process, the police can arrest me? Je risque quoi?", intent: "legal-question" },
  { message: "som1 bilt a shop on our lan were we teach lernrs 2 drv in bo. d bondry is nt clear. pls hlp", intent: "area:land" },
  {
    message:
      "My friend who drove me from the airport just got stopped at the Lungi checkpoint, and officers have him sitting in their post saying they're holding him till someone pays. He's been there 3 hours.",
    intent: "urgent",
  },
  { message: "Abeg put mi nem fo si lawyer Wensde monin. Na fo mi pikin lisens mata.", intent: "booking" },
  { message: "d drivng skul n d car ownr hv disput, dey wnt arbitrashun not cot. u do dat?", intent: "area:arbitration" },
  { message: "Alright, I will go now and come back with my son on Monday. Goodbye and stay well.", intent: "goodbye" },
  {
    message: "J'ai vendu ma voiture à une auto-école, contract signed, but they pay only half and refuse the rest. Je veux faire respecter le contrat.",
    intent: "area:contract",
  },
  {
    message:
      "hello the police have my student at Calaba Town station since yesterday evening they say she run a red light and hurt someone her parents are in the village please help her",
    intent: "urgent",
  },
  { message: "hw do i knw if my tyre pressure is ok? d gauge confusin me", intent: "off-topic" },
  {
    message:
      "Police seized my license at a checkpoint and told me to collect it from the traffic office in a week. It's been a month. Are they allowed to hold it indefinitely? Can I drive in the meantime without breaking the law?",
    intent: "legal-question",
  },
  {
    message: "I heard about Mrs Fatmata Kamara from my church sister. Is she the senior lawyer there? I would like to know a little about her before I come.",
    intent: "attorney:Fatmata Kamara",
  },
  { message: "r u opn til 5 evry day?", intent: "hours" },
  {
    message:
      "A former instructor whom we dismissed has been threatening our staff, and this morning he came to the school with a weapon and assaulted the receptionist. He is still loitering at the gate. What should we do?",
    intent: "safety",
  },
  {
    message:
      "I want a lawyer because the police say they will charge me for taking money from learners to pass them in the test but I did not do it they released me but the case is going to court",
    intent: "area:criminal",
  },
  { message: "Il y a un parking près de votre bureau? Mon taxi est grand.", intent: "knowledge:Parking" },
  { message: "my sista husbnd lef her n d pikin, he no pay maintnans. he is a drivr in bo. pls hlp her", intent: "area:family" },
  { message: "Us rod bete fo go Kenema naw, di Bo Rod o di Moyamba wan? Di rod dem bad.", intent: "off-topic" },
  {
    message: "I want to talk to a lawyer face to face please which day can I come and do I need to bring my contract",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  {
    message:
      "Our company's board has a deadlock between two directors over whether to open a branch in Makeni. We need advice on governance and possibly on amending the articles of association.",
    intent: "area:business",
  },
  {
    message:
      "They have locked my son inside at the Hill Station police post since this afternoon. The traffic officer says he will stay there until we bring Le 5,000 for the licence matter. I have no money. Please.",
    intent: "urgent",
  },
  { message: "Qui sont vos avocats? Which one can help foreigners?", intent: "team" },
  {
    message:
      "My husband's family is trying to take the land he left us at Hastings, where my son planned to open a small driving yard. They say a woman cannot hold family land. I need a lawyer to help me keep it.",
    intent: "area:land",
  },
  { message: "If lernar bam mi taxi, udat fo pe, di lernar o di dreva skul? Mi insurens se nor dem.", intent: "legal-question" },
  { message: "what are the services you people give", intent: "services" },
  {
    message:
      "The car I shipped from Newark was rolled off at the Quay with missing parts — stereo, spare tire, even the side mirrors. Want to file a claim against the shipping line. Can y'all help?",
    intent: "area:shipping",
  },
  { message: "do u spk krio? my english nt gd 4 legal stuff", intent: "knowledge:Languages spoken" },
  { message: "Est-ce que vous pouvez me dire le prix d'une Toyota Hiace d'occasion à Freetown?", intent: "off-topic" },
  { message: "d car ownr we hit hs gun, he sey if we no pay 2day he go shoot my brodar. dey r at d hse nw", intent: "safety" },
  { message: "Di taxi onaz asosieshon wan setul wi kwarel wit di dreva skul tru arbitreshon. Una go ep wi?", intent: "area:arbitration" },
  { message: "Good morning.", intent: "greeting" },
  {
    message: "La police a emmené mon frère cette nuit, depuis hier soir il est à la station de Kissy, because the learner car crash. On ne peut pas le voir.",
    intent: "urgent",
  },
  {
    message:
      "I lent my car to the driving school for their lessons with a written agreement that they would pay me monthly and fix any damage. They have not paid for four months and the car came back with a broken bumper. I want a lawyer to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Gi mi una fon nomba, a go kol.", intent: "phone" },
  {
    message: "The driving school and I signed a settlement after mediation, but they haven't paid a dime. Can your firm enforce the mediated settlement?",
    intent: "area:arbitration",
  },
  { message: "if d skul no giv me my licens aftr i pass d test, cn i take dem 2 cot n win?", intent: "legal-question" },
  {
    message:
      "My wife and I are separating amicably. We need assistance with a custody arrangement for our two children and a division of our shares in the driving school.",
    intent: "area:family",
  },
  { message: "cn i bk a time 2 tlk 2 a lawyr? aftr skul pls", intent: "booking" },
  { message: "Polis don ol mi pikin sins yestade na Kossoh Town polis post. Dem se i bin de drayv nor get lisens. Abeg kam ep wi.", intent: "urgent" },
  {
    message:
      "Our school has received a letter from the Anti-Corruption Commission alleging that one of our staff bribed an SLRSA examiner. No one has been detained. We require representation during the investigation.",
    intent: "area:criminal",
  },
  {
    message: "Please, what is the best way to reach your office? My phone has no credit most days, but I can use WhatsApp at my daughter's.",
    intent: "contact",
  },
  {
    message:
      "my ex girlfriend brother said he will come with his gang to kill me tonight because I crash her car during lesson he is sending voice notes I am scared",
    intent: "safety",
  },
  { message: "pls wch tym d SLRSA ofis in bo opn? i wnt 2 rgstr 4 d test", intent: "off-topic" },
  { message: "Nous voulons acheter un terrain à Lungi pour une station de taxi. I want a lawyer to do title search before we pay.", intent: "area:land" },
  { message: "Are you open on April 27th or is that a holiday over there?", intent: "hours" },
  {
    message: "the traffic officer say my instructor licence is not valid because the school did not renew its registration can they charge me for that",
    intent: "legal-question",
  },
  {
    message:
      "My son's uncle in Ghana sent him a used car by ship. Now the port says the papers are wrong and the car will be auctioned if we don't pay a big penalty. Can your shipping lawyer help us?",
    intent: "area:shipping",
  },
  { message: "Je peux venir demain à 11h voir un avocat? C'est pour l'accident.", intent: "booking" },
  { message: "wat do i nid 2 bring 2 d lawyr? jst my id?", intent: "knowledge:What to bring" },
  { message: "thx!! 🙏", intent: "thanks" },
  {
    message:
      "My son's driving instructor is being dragged out of the school by officers as we speak — no warrant shown. They're saying it's about fake certificates. Please send someone.",
    intent: "urgent",
  },
  {
    message:
      "Notre société importe des pièces détachées and we want to open bank account and get investment from partner in Conakry. Vous pouvez aider pour les papiers de la société?",
    intent: "area:business",
  },
  { message: "My son is asking if there is a good YouTube channel to learn driving theory. Do you know one?", intent: "off-topic" },
  { message: "wat r d tings u do 4 pipl?", intent: "services" },
  { message: "whr r u guys? nr d cotton tree?", intent: "address" },
  { message: "Au revoir, à bientôt.", intent: "goodbye" },
];
