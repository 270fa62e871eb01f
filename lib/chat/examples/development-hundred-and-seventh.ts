import type { LabelledMessage } from "./labelled-message";

// Theme: young people working online and in tech; writers: Ibrahim (24, Upwork web dev, Wilberforce), Aminata (21, cyber café owner, Bo, Krio SMS), Mohamed (27, software firm co-founder, formal), Fatu (19, computer-training student, Makeni, typos), Alhaji (30, training-centre owner, Kenema, "Dear Sir" letters), Sia (25, freelance designer, voice-typing, some French), Kadie (23, app developer in London), Abu (22, phone and laptop seller, Kissy, heavy Krio)
export const DEVELOPMENT_HUNDRED_AND_SEVENTH: LabelledMessage[] = [
  { message: "hello good morning", intent: "greeting" },
  {
    message:
      "I built a full e-commerce site for a client in Texas, he got the files and then blocked me on the Upwork chat. $1,800 still outstanding, I have the emails and the signed scope doc. Do you people handle this kind of thing?",
    intent: "area:contract",
  },
  {
    message: "abeg police don hol mi broda na Kissy station since yestade dem se na in tif di laptop, we nor get moni for bail wetin we go do",
    intent: "urgent",
  },
  { message: "pls hw do i instal ms office on a laptop witout a product key", intent: "off-topic" },
  { message: "una de open satiday?", intent: "hours" },
  {
    message:
      "Good afternoon. My two partners and I want to register our software company properly with the Corporate Affairs Commission and get the shareholding right before an investor comes in. Is this something your firm can assist with?",
    intent: "area:business",
  },
  {
    message:
      "my client in Guinea used my logo design on all their products but never pay the balance. do they have the right to use the logo if they did not finish paying me?",
    intent: "legal-question",
  },
  { message: "one man de cam na mi cyber café every nite de tret mi se if I nor pay am e go bon di shop, I fraid fo mi layf", intent: "safety" },
  {
    message:
      "Saved up from my remote work and I'm about to buy a plot in Waterloo. Seller has a conveyance but something feels off. Can your firm do a proper title search before I pay?",
    intent: "area:land",
  },
  { message: "how many lawyers do you actually have there?", intent: "team" },
  { message: "hw mch 4 consltation pls am a studnt", intent: "knowledge:Fees" },
  { message: "mi container wit 40 laptop dem don sidon na Quay 3 wik now customs nor wan release am, una de handle dis kind ting?", intent: "area:shipping" },
  {
    message:
      "Please I need help immediately. Officers from the CID came to our office this morning and took our managing director away over a complaint from a former client. He is still at CID headquarters. What do we do?",
    intent: "urgent",
  },
  { message: "can you help me write a poem for my boyfriend birthday he is a programmer lol", intent: "off-topic" },
  {
    message:
      "My dad passed last year in Freetown and my uncles have taken over everything including the house in Lumley. I'm in London. I need someone there to help with the inheritance side.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir, I wish to book an appointment with one of your lawyers concerning the lease of my computer training centre. Kindly advise on the earliest available date.",
    intent: "booking",
  },
  {
    message:
      "Our contract with a telecom company has an arbitration clause and they've refused to pay for the billing software we delivered. We'd prefer to avoid court. Do you handle arbitration?",
    intent: "area:arbitration",
  },
  { message: "abeg i get problem", intent: "unknown" },
  {
    message: "If I signed an NDA with a startup in Ghana and they never paid me, am I still bound by it? Can they sue me if I show the code in my portfolio?",
    intent: "legal-question",
  },
  {
    message: "my frnd at d training centre is accusd of hackin sm1 facebook n police invite am 4 Monday. he nt do am. u fit defend am?",
    intent: "area:criminal",
  },
  {
    message:
      "my ex business partner keeps sending me messages saying he will deal with me and he came to my house with two boys last night. i am scared to go out. please help",
    intent: "safety",
  },
  { message: "wer is una ofis", intent: "address" },
  {
    message: "I rent two computer from one man for mi café and we sign paper, now e wan tek dem back before di time. una fit luk di agrimnt?",
    intent: "area:contract",
  },
  {
    message:
      "they just took my husband from our house the police said something about fraud online he didn't do anything please they are taking him to Congo Cross station now",
    intent: "urgent",
  },
  { message: "What time do you close on Fridays? I'll ring from the UK after work.", intent: "hours" },
  { message: "how much hp elitebook core i5 de sell now na Freetown", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I run a computer training centre in Kenema as a sole proprietor and I want to convert it into a limited company and open a business bank account. Please can your firm handle this for me?",
    intent: "area:business",
  },
  { message: "Is there anywhere to park near Siaka Stevens Street? I'll be driving my cousin's car when I'm home in December.", intent: "knowledge:Parking" },
  { message: "kushe o", intent: "greeting" },
  { message: "mi granpa lan na Hastings, mi uncle dem wan sell am but mi papa nor gri. una fit ep wi?", intent: "area:land" },
  {
    message:
      "Dear Sir, one of my former instructors has opened a computer centre next to mine using my course materials word for word. Is this legal and can I stop him?",
    intent: "legal-question",
  },
  { message: "Can I get a video call consult with a lawyer next week? Tuesday or Wednesday afternoon works best for me.", intent: "booking" },
  { message: "Before we go further, could you tell me what areas of practice your firm covers?", intent: "services" },
  { message: "police dem don cam na mi shop now now de tek ol mi computa dem an dem se a fo go wit dem. abeg ep", intent: "urgent" },
  {
    message: "i want to do a will because i have some savings from my design work and a small piece of land. I have one child. can your firm help me draft it",
    intent: "area:family",
  },
  { message: "whats the fastest way to withdraw from Payoneer to a local bank in SL?", intent: "off-topic" },
  {
    message:
      "We imported server equipment from Dubai by sea and half the boxes arrived crushed. The shipping line is ignoring our claim. Can you handle cargo claims against them?",
    intent: "area:shipping",
  },
  { message: "ok tnx so much", intent: "thanks" },
  {
    message:
      "My brother in Freetown has been charged with something under the cyber security act over a WhatsApp post. He's out on bail but the trial starts next month. Can your criminal lawyer take it on?",
    intent: "area:criminal",
  },
  { message: "wetin na una whatsapp namba", intent: "phone" },
  { message: "sm boys at d cyber café beatin my cousin rite nw bcos dey say he tif der fone, dey wl kill am", intent: "safety" },
  { message: "una lawyer dem de tok Mende?", intent: "knowledge:Languages spoken" },
  {
    message: "I've got a dispute with a Ghanaian agency over an app build. Both of us want mediation rather than court. Is that something you can arrange?",
    intent: "area:arbitration",
  },
  { message: "my brada dey lock up na Makeni police since las nite ova laptop matter, dem nor wan lef am", intent: "urgent" },
  { message: "Dear Sir, kindly furnish me with all the means by which I can reach your chambers from Kenema.", intent: "contact" },
  { message: "if person sell mi stolen phone an a nor know se na tif one, police fit kam hol mi?", intent: "legal-question" },
  { message: "What email should I send my documents to?", intent: "email" },
  { message: "wetin na di best generator fo cyber café wey nor de chop fuel", intent: "off-topic" },
  { message: "pls i wan si a lawyer 2moro morning abt my uncle matter", intent: "booking" },
  { message: "Dear Sir, could you let me know if there is a female lawyer in your chambers?", intent: "team" },
  {
    message: "dem don go kot mi fo tif laptop na mi shop but na customer sell am to mi. case de na magistrate kot nex wik. a nid lawyer",
    intent: "area:criminal",
  },
  { message: "r u open on sundy", intent: "hours" },
  { message: "Which is cheaper for sending money home, Wise or WorldRemit? Mum needs it for rent.", intent: "off-topic" },
  {
    message:
      "My flatmate was picked up by men in plain clothes outside the co-working space an hour ago, they said they're from the police cybercrime unit. We don't know where they've taken him. Please what can we do right now",
    intent: "urgent",
  },
  {
    message:
      "I design flyers for one company for 6 months, dem pay only 2 months. I have the whatsapp messages where they agree the price. I want a lawyer to help me get my money",
    intent: "area:contract",
  },
  {
    message: "Dear Sir, kindly let me know which documents I should bring along for my first meeting regarding my business registration.",
    intent: "knowledge:What to bring",
  },
  { message: "u get young lawyers dey? i wnt sm1 who undastan tech tins", intent: "team" },
  {
    message:
      "Someone in Freetown has literally copied my app idea, same name slightly changed, same screens. I never registered anything in SL. Do I have any rights here or is it too late?",
    intent: "legal-question",
  },
  { message: "mi pikin papa don go Ghana e nor de sen moni fo di pikin, a wan lawyer fo mek e pay maintenance", intent: "area:family" },
  { message: "crowd don gather na mi shop dem de shout se a tif phone, dem de hit di door, a lock misef insay", intent: "safety" },
  {
    message:
      "Me and two other devs want to set up a company so clients abroad can pay an entity instead of our personal accounts. Need help with registration and a shareholders agreement.",
    intent: "area:business",
  },
  {
    message: "I'd like to schedule a meeting with your business lawyer this Thursday regarding an investment term sheet. Is 11 AM possible?",
    intent: "booking",
  },
  {
    message:
      "i rent one shop for my design studio na Aberdeen, now the landlord say somebody else owns the land and they want to throw us out. i need land lawyer",
    intent: "area:land",
  },
  { message: "wat is d diffrens btw html n css, our teacher did nt explain", intent: "off-topic" },
  {
    message:
      "My cousin called me crying, the police came to her office in Freetown and took her laptop and her. She's at Central Police Station now. I'm in London, what can your firm do?",
    intent: "urgent",
  },
  {
    message: "Is Christiana Thomas the one who handles employment and contract disputes? I'd like to know more about her.",
    intent: "attorney:Christiana Thomas",
  },
  {
    message:
      "Dear Sir, a consignment of 25 desktop computers for my training centre has been held at Queen Elizabeth II Quay for over a month over customs valuation. I request your assistance in clearing it.",
    intent: "area:shipping",
  },
  { message: "Do you let people pay in instalments? I'm a junior dev and can't do it all at once.", intent: "knowledge:Fees" },
  { message: "mi an mi patna wey we de sell laptop togeda de quarrel ova moni, we nor wan go kot, una fit sidon wi an settle am?", intent: "area:arbitration" },
  { message: "Hey there", intent: "greeting" },
  {
    message:
      "Our former developer left and took the source code for our main product to a competitor. He never signed an IP assignment. Who legally owns that code?",
    intent: "legal-question",
  },
  {
    message:
      "they say i used someone's picture in a design and now that person report me to police for cyber bullying, i have to go to court. i need a lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "weda una sabi weh a fit buy original charger fo macbook na town", intent: "off-topic" },
  {
    message:
      "My sister in Freetown is being threatened by her boss. He told her that if she reports him for not paying she will disappear. She's hiding at a friend's place. Please, what can be done",
    intent: "safety",
  },
  { message: "Dear Sir, please what are your official working hours?", intent: "hours" },
  {
    message:
      "We need a solid client services agreement for our software firm: payment milestones, late fees, IP transfer on full payment. Can your contract team draft this?",
    intent: "area:contract",
  },
  { message: "soja dem don tek mi broda from di café go barracks since yesterday, dem se e de do scam. nobody nor si am", intent: "urgent" },
  { message: "pls send me your email address i want to send the contract", intent: "email" },
  {
    message:
      "Dear Sir, I intend to purchase land at Blama Road to build a second training centre. I require a full title search and conveyancing. Kindly assist.",
    intent: "area:land",
  },
  { message: "a wan kam si lawyer fraide bot mi shop matter, a go fit?", intent: "booking" },
  { message: "what kinds of case una de do?", intent: "services" },
  { message: "hmm ok so", intent: "unknown" },
  {
    message:
      "Going through a divorce and my wife's family says the laptops and equipment I use for work are marital property. I need a family lawyer to represent me.",
    intent: "area:family",
  },
  { message: "if pesin cam use mi computa na di café fo do scam, dem fit hol mi responsible?", intent: "legal-question" },
  { message: "What's a good project management tool for a 6-person dev team? Jira feels too heavy.", intent: "off-topic" },
  { message: "Is there parking at your office or should I just take a keke?", intent: "knowledge:Parking" },
  { message: "me n my frnds wan opn a small computa repair biznes, hw do we register it, una fit help", intent: "area:business" },
  {
    message:
      "Dear Sir, This is urgent. My centre manager was arrested this morning in Kenema following allegations by a student and is being held at the police station. Kindly advise immediately.",
    intent: "urgent",
  },
  { message: "Brilliant, thanks a lot", intent: "thanks" },
  { message: "giv me ur fone numba", intent: "phone" },
  {
    message:
      "Ordered 10 refurbished laptops from China, shipped by sea, and the carrier says they were lost in transit at Tema. Can you pursue the shipping line for me?",
    intent: "area:shipping",
  },
  {
    message:
      "my boyfriend beat me again today because i was working late with a client on zoom, he broke my laptop and said next time he will kill me. i am outside now",
    intent: "safety",
  },
  {
    message: "Could I book a call with someone for Monday morning? Also, what's your email so I can send the contract beforehand?",
    intent: "booking",
    also: ["email"],
  },
  {
    message:
      "Dear Sir, my franchise agreement with a Ghanaian IT training company provides for arbitration in case of dispute. They have terminated it unfairly. I need representation in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "how i fit reach una, phone, email, anything?", intent: "contact" },
  { message: "my boss at d traning centre say if i leave b4 1 yr i must pay bk all d training. is dat legal?", intent: "legal-question" },
  { message: "dem don put mi na cell na Eastern police, a de text frm mi fren phone, abeg sen lawyer", intent: "urgent" },
  { message: "how a fit mek mi cyber café wifi fast pass dis", intent: "off-topic" },
  { message: "Whereabouts on Siaka Stevens Street are you? Near the Law Courts building?", intent: "address" },
  { message: "Could you tell me who your partners are and their specialisations?", intent: "team" },
  {
    message:
      "I've been sending money home for two years to my uncle to build a house on land in Waterloo in my name. Just found out the documents are in his name. I need a land lawyer to sort this out.",
    intent: "area:land",
  },
  {
    message: "dem don hold mi small brother na Lumley police since Tuesday night, they say he hack bank account but he only 17. please help us",
    intent: "urgent",
  },
  { message: "gud evnin", intent: "greeting" },
  {
    message:
      "I took a remote job with a Freetown-based startup and they want me to sign a contract that says they own anything I build, even side projects. Can someone review it before I sign?",
    intent: "area:contract",
  },
  { message: "Dear Sir, kindly recommend a good accounting software suitable for a small training institute.", intent: "off-topic" },
  {
    message:
      "Client in the UK is refusing to pay the last milestone because he says the site is 'too slow', even though it meets everything in the spec. Will I win if I take this to court?",
    intent: "legal-question",
  },
  { message: "est-ce que quelqu'un parle français? my english is not too good for legal matters", intent: "knowledge:Languages spoken" },
  { message: "a wan rejista mi fone an laptop shop as company so a go fit get loan na bank. una de do dat?", intent: "area:business" },
  { message: "mi man de bit mi evri nite bicos a de wok late na di café, tonight e de wait mi na os wit stick. a nor wan go os", intent: "safety" },
  { message: "are you guys open during lunch, like 1pm?", intent: "hours" },
  {
    message:
      "One of our staff has been charged with obtaining money by false pretences over a client payment that went wrong. He's been granted bail. We need a defence lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "i want to meet the lawyer that does contract, can i come monday?", intent: "booking" },
  { message: "una lawyer dem plenti?", intent: "team" },
  {
    message:
      "Urgent - my boyfriend in Freetown has been detained at the airport by police since last night over some online payment thing. His phone is off. Please can someone go?",
    intent: "urgent",
  },
  { message: "my mama an papa r divorsin an my papa wan tek me an my small sista. i wnt 2 stay wit mama. hw can una help", intent: "area:family" },
  { message: "can u help me choose colours for a logo of a bakery", intent: "off-topic" },
  {
    message: "mi goods dem wey a ship from Guangzhou, di ship don come but di shipping agent se mi bill of lading nor correct. dem nor wan gi mi mi container",
    intent: "area:shipping",
  },
  { message: "What should I bring for the consultation? I have the contract, emails, and Upwork screenshots.", intent: "knowledge:What to bring" },
  { message: "if police tek mi laptop dem fo investigation, dem get right fo keep am fo long time?", intent: "legal-question" },
  {
    message: "My contract with a US agency says disputes go to 'mediation in Sierra Leone'. They owe me and agreed to mediate. Can you represent me in that?",
    intent: "area:arbitration",
  },
  { message: "Dear Sir, may I have your official email address for correspondence?", intent: "email" },
  { message: "polis dem de na mi shop door now wit vehicle dem wan tek mi, abeg wetin a go du", intent: "urgent" },
  {
    message:
      "We're negotiating a 10-year lease for our new office space in Hill Station. We need a lawyer to review the lease and confirm the landlord actually owns the property.",
    intent: "area:land",
  },
  { message: "What kind of legal services does the firm offer?", intent: "services" },
  { message: "Anyone know a good co-working space in Freetown with stable internet?", intent: "off-topic" },
  {
    message: "a bin sell 15 laptop to one school on credit, wi sign paper, now di principal se dem nor go pay. a nid help fo get mi moni",
    intent: "area:contract",
  },
  { message: "Thank you very much for your prompt response. I am grateful.", intent: "thanks" },
  { message: "?", intent: "unknown" },
  {
    message: "my employer at the printing company say they will deduct the cost of the broken printer from my salary. can they do that legally?",
    intent: "legal-question",
  },
  {
    message:
      "Someone I matched with on a freelance site found my Freetown address and keeps showing up, he tried to force the gate yesterday. I'm home alone and scared.",
    intent: "safety",
  },
  {
    message:
      "me and my friend started a design agency but she wants to bring her brother as shareholder and I don't agree. we need someone to help us with the shareholders matter",
    intent: "area:business",
  },
  { message: "Dear Sir, I wish to schedule a consultation with your land lawyer at the earliest convenience. I will travel from Kenema.", intent: "booking" },
  { message: "wetin tem una de open mornin", intent: "hours" },
  { message: "dey jus tek my uncle frm his computer shop 2 police station bcos sm1 say he sell stolen laptop. he dey der nw", intent: "urgent" },
  { message: "What are your rates for reviewing an investment agreement? Hourly or fixed fee?", intent: "knowledge:Fees" },
  { message: "dem se a fo go kot nex munt bikos one customer se a tif in bank card infomashon na mi café. a nor do am. a nid lawyer", intent: "area:criminal" },
  { message: "pls hw mch is d course fee 4 graphic design at d big training centre in Freetown", intent: "off-topic" },
  { message: "Can I WhatsApp you from a UK number? What's the number?", intent: "phone" },
  {
    message:
      "Dear Sir, my late brother left behind three children and some property including a computer business. I would like to apply for letters of administration and guardianship of the children. Kindly assist.",
    intent: "area:family",
  },
  { message: "ok a go lef am so. bye", intent: "goodbye" },
  {
    message:
      "I shipped a barrel with three laptops and a printer from London to Freetown for my mum's business. It arrived at the Quay but it had been opened and the laptops are gone. Can your shipping lawyer help me claim?",
    intent: "area:shipping",
  },
  { message: "do you have a woman lawyer? i will feel more comfortable", intent: "team" },
  { message: "If our investor pulls out after signing the term sheet but before the final agreement, can we hold him to it?", intent: "legal-question" },
  { message: "una ofis de na wisai pan Siaka Stevens", intent: "address" },
  { message: "mi an di man wey rent mi di shop fo di café wan settle di matter outside kot, una de do mediation?", intent: "area:arbitration" },
  { message: "What's the best way to contact you from abroad? Email, WhatsApp, phone?", intent: "contact" },
  {
    message:
      "Our IT officer was taken from his house at 5 AM by police, no warrant shown. They are holding him at Kissy police. Please we need a lawyer there today.",
    intent: "urgent",
  },
  { message: "di man wey a owe fo di phone dem don sen boys fo kam wund mi, dem de na di junction de wait mi", intent: "safety" },
  { message: "Random question but is Orange or Africell data better in Freetown for remote work?", intent: "off-topic" },
  { message: "cn i book apointmnt 4 frday", intent: "booking" },
  { message: "Is it a good time to hire React developers in Freetown or should we outsource to Nigeria?", intent: "off-topic" },
  {
    message:
      "I want to invest some of my UK savings into my cousin's fintech startup in Freetown. I need a lawyer to structure the investment and make sure my shares are protected.",
    intent: "area:business",
  },
  {
    message:
      "please my sister is in the police cell at Ross Road since morning, they say she post something bad about a big man on facebook. they don't let us see her",
    intent: "urgent",
  },
  { message: "una de opin tide? wetin tem una de lock", intent: "hours" },
  { message: "I paid 2 milion leones 4 a computer course and d centre close afta 1 month. can dey refuse 2 refund me?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I intend to employ four instructors and would like proper employment contracts drafted that protect my course materials. Kindly advise if you can assist.",
    intent: "area:contract",
  },
  {
    message:
      "A client we sued is now sending armed men to our office, they threatened our receptionist with a cutlass this afternoon. We have locked ourselves in.",
    intent: "safety",
  },
  { message: "Good day Sir/Madam.", intent: "greeting" },
  { message: "my grandma lan in Makeni, my uncle sell part of it 2 sm1 witout telling d famly. we wnt 2 stop dem bildin. pls help", intent: "area:land" },
  { message: "who are the lawyers at your firm? just want to get a sense of the team", intent: "team" },
  {
    message:
      "Police 'invited' me to come in on Friday about a complaint from an ex-client who says I defrauded him. I haven't been charged. I want a criminal lawyer with me when I go.",
    intent: "area:criminal",
  },
  { message: "I'll be in Freetown from the 18th to the 30th. Could I book an in-person meeting during that time?", intent: "booking" },
  { message: "weti na di prais fo printa ink na Bo", intent: "off-topic" },
  { message: "Can you tell me a bit about Abdul Rahman Sesay's experience with startup and investment deals?", intent: "attorney:Abdul Rahman Sesay" },
  { message: "mi wef don lef wit mi pikin go Guinea, a wan si mi pikin. a nid lawyer fo custody", intent: "area:family" },
  {
    message:
      "Police just raided our co-working space and took three of us to the station, I'm the only one they let go. The other two are still there. Need a lawyer ASAP.",
    intent: "urgent",
  },
  { message: "Dear Sir, I shall be driving down from Kenema. Is there parking provision at or near your chambers?", intent: "knowledge:Parking" },
  {
    message:
      "I order printing machine from Turkey for my design business, the ship come but the machine is broken inside the crate. the shipping company say not their problem. can you help me claim",
    intent: "area:shipping",
  },
  {
    message:
      "I posted screenshots of a Freetown company's bad reviews on Twitter and they're threatening to sue me for defamation. Can they actually win against me?",
    intent: "legal-question",
  },
  { message: "me n my partna hav a fight ova d money frm our website biznes. we want sm1 to mediate so we dnt go kot", intent: "area:arbitration" },
  { message: "una imel", intent: "email" },
  { message: "Is it worth learning Flutter or should I stick with React Native?", intent: "off-topic" },
  { message: "a de wok na one cyber café fo 2 yeas, di owna nor gi mi salary fo 4 munt. now e se e go pul mi. a wan lawyer", intent: "area:contract" },
  {
    message: "my stepfather beats me wen i come home late frm d training centre, 2day he said he will throw me out n kill me. i'm hiding at my frnd place",
    intent: "safety",
  },
  { message: "Do any of the lawyers speak Temne? My gran only speaks Temne and she'd need to be part of the meeting.", intent: "knowledge:Languages spoken" },
  { message: "a wan mek mi café bi propa business wit registration, a nor sabi di way. una go ep mi?", intent: "area:business" },
  {
    message:
      "Dear Sir, Kindly treat this as an emergency. Police officers have just arrived at my training centre and are taking away my accountant in handcuffs. Please send someone.",
    intent: "urgent",
  },
  { message: "Want to set up a consult about the unpaid invoices. What slots do you have this week?", intent: "booking" },
  { message: "Are you open on public holidays?", intent: "hours" },
  {
    message: "i build small studio on land i buy in 2019, now another person come with documents say na dem own am. i need lawyer to check title",
    intent: "area:land",
  },
  { message: "wetin una lawyer dem de do", intent: "services" },
  { message: "Is a contract signed by DocuSign legally binding in Sierra Leone, or do we need wet signatures?", intent: "legal-question" },
  { message: "how do i remove background from photo in canva free", intent: "off-topic" },
  { message: "dem bin ol mi las wik fo tif laptop, now dem don gi mi bail but di case de go kot. a nid lawyer fo defend mi", intent: "area:criminal" },
  { message: "ok thank you so much for the info", intent: "thanks" },
  { message: "My wife and I are in the process of adopting my late sister's son. We need help with the adoption process.", intent: "area:family" },
  { message: "Dear Sir, kindly provide your telephone number.", intent: "phone" },
  { message: "dem don tek mi an mi kompin na Bo polis stashon fo dis mornin, a de tek mi fon hide text. abeg", intent: "urgent" },
  { message: "Is the team mostly senior lawyers or juniors? How many partners are there?", intent: "team" },
  {
    message:
      "We chartered space on a vessel for a shipment of solar-powered computer kiosks and the charterer is now claiming extra demurrage at the Quay. We dispute it. Can your shipping team handle this?",
    intent: "area:shipping",
  },
  { message: "wetin a fo carry kam wen a de kam si di lawyer", intent: "knowledge:What to bring" },
  {
    message: "some people attack me at Lumley beach road they want take my laptop bag, they have knife, they follow me now i run inside one shop",
    intent: "safety",
  },
  { message: "How can I get in touch with you guys? All options please.", intent: "contact" },
  {
    message: "We won an arbitration award against a former partner in Ghana. Now we need to enforce it here in Sierra Leone. Can you help?",
    intent: "area:arbitration",
  },
  { message: "ok gud nite", intent: "goodbye" },
  { message: "wich wan beta, iphone 11 or samsung A54 fo sell", intent: "off-topic" },
  {
    message:
      "Please help, my younger brother was arrested in Bo this afternoon and they're saying they'll transfer him to Freetown. Nobody can see him. What can you do?",
    intent: "urgent",
  },
  { message: "how do i get to your office from Lumley?", intent: "address" },
  { message: "a wan tok to lawyer fes to fes, wish dey a go kam", intent: "booking" },
  { message: "di landlord se if a nor pay rent e go tek mi computa dem. e get rait fo do dat?", intent: "legal-question" },
  {
    message: "I did a 3 month internship at a software company and they promised to pay allowance but nothing. I signed a paper. can una help me get it",
    intent: "area:contract",
  },
  {
    message:
      "Good morning, my co-founder has been held at the Criminal Investigations Department since Friday without charge over a tax complaint. We need a lawyer to go there and apply for bail.",
    intent: "urgent",
  },
  { message: "Dear Sir, I should be grateful if you could outline the range of legal services your chambers provides.", intent: "services" },
  { message: "Any recommendations for a good jollof spot in Freetown when I'm home? lol", intent: "off-topic" },
  { message: "a bai laptop from one man, afta tu wik di owna kam se na in own an dem bin tif am. a fo gi am back widout mi moni?", intent: "legal-question" },
  {
    message:
      "My partner and I aren't married but we have a daughter in Freetown with his mum. He's stopped sending money for her. I want to pursue maintenance through a lawyer there.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir, A group of youths has surrounded my training centre accusing one of my students of stealing a phone. They are threatening to burn the building with all of us inside. Please help.",
    intent: "safety",
  },
  { message: "you are open today? what time you close", intent: "hours" },
  { message: "a Nigerian company want to buy 40% of my design agency. I need a lawyer to check the deal and the shareholding", intent: "area:business" },
  { message: "aw di bodi", intent: "greeting" },
  { message: "Do you charge for a first consultation or is it free? And roughly how much for chasing an unpaid invoice?", intent: "knowledge:Fees" },
  {
    message: "mi papa die an lef lan na Bo fo mi an mi sista dem, but di lan nor get title deed. a wan mek we get di papa dem. una de do dat?",
    intent: "area:land",
  },
  { message: "Please arrange a consultation with your arbitration partner for next Monday at 2 PM if possible.", intent: "booking" },
  {
    message:
      "My cousin was arrested last month for 'cyber stalking' and released on bail. The trial is next week and his current lawyer disappeared. Can your firm step in?",
    intent: "area:criminal",
  },
  { message: "pls hw do i mak a CV 4 IT job, i jst finish course", intent: "off-topic" },
  {
    message:
      "they carry my friend to the police station from the cyber cafe this afternoon, they say he use the computer to scam people from America. he still there, what we go do",
    intent: "urgent",
  },
  {
    message: "Does my foreign client have to withhold tax from what he pays me? Am I breaking any law by not declaring my Upwork income here?",
    intent: "legal-question",
  },
  {
    message:
      "mi broda sen mi 5 computa from America na container, di container don land na Queen Elizabeth Quay but dem se wi fo pay big duty. wi nid lawyer fo tok to customs",
    intent: "area:shipping",
  },
  { message: "pls who r d lawyers dere", intent: "team" },
  {
    message: "the printing company owe me and they say they want to settle by mediation not court. i need someone to represent me in the mediation",
    intent: "area:arbitration",
  },
  {
    message:
      "Guy I reported for stealing my laptop found out and he's been threatening me on WhatsApp, says he knows where I live and he's coming with his boys tonight. Genuinely scared.",
    intent: "safety",
  },
  { message: "What's your email? I'll send over the documents tonight.", intent: "email" },
  { message: "We need a non-disclosure agreement before we pitch our app to a bank. Can you draft one quickly?", intent: "area:contract" },
  { message: "police dem de na mi os rait now dem de sach fo laptop an dem se a fo kam wit dem", intent: "urgent" },
  { message: "Dear Sir, could you advise where I can buy 20 used desktop computers at a reasonable price?", intent: "off-topic" },
  {
    message:
      "I want to set up a will so that my freelance savings and the land I bought go to my mum and younger siblings if anything happens to me. Can you help draft it?",
    intent: "area:family",
  },
  { message: "i want to ask something", intent: "unknown" },
  { message: "Do you have parking for clients? We'll come with two cars.", intent: "knowledge:Parking" },
  {
    message:
      "I'm leasing a small office in Freetown for my remote team and the landlord wants a 5-year lease paid upfront. Can someone review it and check he actually owns the building?",
    intent: "area:land",
  },
  { message: "a nor get lisens fo di café. police fit lock mi shop?", intent: "legal-question" },
  { message: "i wan book appointment for tomorrow morning please", intent: "booking" },
  { message: "Dear Sir, kindly direct me to the exact location of your chambers.", intent: "address" },
  { message: "my cousin frm Makeni dey go kot fo using fake account 2 scam ppl. hes on bail. we nid a lawyer fo d case", intent: "area:criminal" },
  {
    message:
      "My dad's been taken by police from his shop in Kenema. The family says they beat him on the way. He's at the station now. Please, we need a lawyer.",
    intent: "urgent",
  },
  { message: "what is your whatsapp number please", intent: "phone" },
  { message: "What are your office hours? And where exactly is the office, I'd like to drop off documents.", intent: "hours", also: ["address"] },
  {
    message:
      "Dear Sir, my bank has frozen my business account because of foreign transfers from my online courses. Kindly assist me in resolving this with the bank.",
    intent: "area:business",
  },
  { message: "who win Barça match yestade", intent: "off-topic" },
  { message: "tenki ya", intent: "thanks" },
  { message: "do dey speak Krio? my engl nt gud", intent: "knowledge:Languages spoken" },
  {
    message:
      "A client shipped me a set of networking gear from Dubai to set up his office here. It's been stuck at the port for weeks with customs demanding extra duty. Can you help clear it?",
    intent: "area:shipping",
  },
  { message: "mi boss de tret mi wit knife bikos a as fo mi pe, a run kam na mi auntie os, e de luk fo mi", intent: "safety" },
  { message: "Quick question, what does your firm actually handle? I'm trying to figure out if you're the right place.", intent: "services" },
  { message: "Dear Sir, if a student damages one of my computers, am I legally allowed to retain his certificate until he pays?", intent: "legal-question" },
  { message: "polis dey hol my senior brother at Makeni since friday, dey say he hack sm1 account, dey nt want let us see him", intent: "urgent" },
  { message: "That's all for now. Goodbye.", intent: "goodbye" },
  {
    message:
      "Our agreement with a Freetown software house says disputes go to arbitration. They've missed every deadline and we want our deposit back. Can you handle arbitration proceedings?",
    intent: "area:arbitration",
  },
  { message: "hw cn i contact una", intent: "contact" },
  { message: "a wan mit lawyer bot mi shop case. monday ok?", intent: "booking" },
  { message: "Can you recommend a VPN that works well in Sierra Leone?", intent: "off-topic" },
  {
    message: "my husband want divorce and he say i will not get anything from the house we build with my design money. i need a lawyer for the divorce",
    intent: "area:family",
  },
  { message: "wat is d best laptop 4 a beginer programmer undr 4 milion", intent: "off-topic" },
  {
    message:
      "Mate of mine just got picked up at the Eastern Police roundabout, officers said it's about a Facebook page he runs. They put him in the van and he's being held now. What can we do?",
    intent: "urgent",
  },
  {
    message:
      "I'm freelancing for a Sierra Leone NGO and they want me to sign a consultancy agreement. The payment terms look dodgy. Can a contract lawyer review it before I sign?",
    intent: "area:contract",
  },
  { message: "Our app name is very similar to a Nigerian company's trademark. If we launch in Sierra Leone, can they sue us here?", intent: "legal-question" },
  { message: "Dear Sir, kindly confirm whether your office opens on Saturdays.", intent: "hours" },
  {
    message:
      "Bought land in Tokeh two years ago, now a family is claiming it's their family land and they're blocking my builders. I have a survey plan and conveyance. Need a land lawyer.",
    intent: "area:land",
  },
  {
    message:
      "My ex in Freetown keeps threatening to leak my private photos and says he'll come and hurt my mum if I don't send money. She's scared to leave the house.",
    intent: "safety",
  },
  { message: "una get one lawyer name Ibrahim Jalloh? a yeri se e sabi bail case", intent: "attorney:Ibrahim Jalloh" },
  { message: "me n 3 frnds wnt 2 start app company. hw do we register n who owns wat? can una help us", intent: "area:business" },
  { message: "Dear Sir, I would be grateful if you could arrange a meeting with your contract lawyer on Wednesday at 10 AM.", intent: "booking" },
  {
    message: "For the meeting about the shareholder dispute, what documents should we carry? Articles, minutes, bank statements?",
    intent: "knowledge:What to bring",
  },
  { message: "what is the best app to sell my designs online from Sierra Leone", intent: "off-topic" },
  {
    message:
      "Dear Sir, my son has been charged with theft of laptops from a school where he worked as IT assistant. He is on bail. Kindly represent him at trial.",
    intent: "area:criminal",
  },
  { message: "dem don ol mi sista na police stashon Bo since tide mornin, dem se na in tif di customer moni na di café. e nor tif", intent: "urgent" },
  { message: "my uncle ship 3 boxes of computa frm Belgium, d shipping compny lose 1 box. we wnt 2 claim. can u help", intent: "area:shipping" },
  { message: "Basically what areas of law do you guys cover?", intent: "services" },
  { message: "a sell fone to pesin an gi am 1 munt warranty, now e wan sue mi afta 3 munt. e fit win?", intent: "legal-question" },
  { message: "Hi! Hope you're well.", intent: "greeting" },
  { message: "mi an di man wey de supply mi fone dem get palava ova 200 phone, wi want pesin sidon wi dong settle am, nor kot", intent: "area:arbitration" },
  {
    message: "sm men r outsid our computa centre wit sticks shoutin dat d owner tif dia moni, dey sey dey wl bit ol of us. we r lockd inside",
    intent: "safety",
  },
  { message: "mi man die an e fambul de tek ol di ting dem, even di café. a get pikin dem. a nid lawyer fo di inheritance", intent: "area:family" },
  { message: "na oman lawyer dem de una ofis?", intent: "team" },
  {
    message:
      "Dear Sir, My nephew was detained by soldiers in Kenema last night and taken to the barracks. No reason has been given. We urgently need legal help.",
    intent: "urgent",
  },
  { message: "una de tek moni smol smol? a nor get big moni", intent: "knowledge:Fees" },
  {
    message: "i work for one advertising company for 1 year and they fire me without notice, they don't pay my last salary. i want to fight it",
    intent: "area:contract",
  },
  { message: "What cloud hosting do most Sierra Leonean startups use, AWS or Azure?", intent: "off-topic" },
  {
    message: "My family land in Port Loko is being fought over by my aunts. I'm abroad but I'm one of the heirs. Can your land team represent me?",
    intent: "area:land",
  },
  { message: "if i made a logo for a client and he did not pay, can i sell that same logo to another person?", intent: "legal-question" },
  { message: "email address? want to send a detailed brief", intent: "email" },
  { message: "so how e go be now", intent: "unknown" },
  { message: "Can I schedule a Zoom consultation with a family lawyer? Any evening slot works.", intent: "booking" },
  { message: "please police break our door and take my brother, they say he run betting scam online, he is in their vehicle now", intent: "urgent" },
  {
    message: "We're raising a seed round and a foreign VC wants us to restructure as a holding company. We need a business lawyer to advise on the structure.",
    intent: "area:business",
  },
  { message: "r u opn now", intent: "hours" },
  { message: "how a fit do sim card registration fo mi customer dem", intent: "off-topic" },
  { message: "Thanks, that's very helpful.", intent: "thanks" },
  {
    message:
      "We shipped a container of donated laptops to a school in Freetown and the port is demanding storage fees that we think are wrong. Can your shipping lawyer step in?",
    intent: "area:shipping",
  },
  { message: "if i post a video of my boss shoutin at me on tiktok, can he take me 2 court?", intent: "legal-question" },
  { message: "Please share your office phone number.", intent: "phone" },
  {
    message:
      "Got a summons to appear in court for 'unauthorised access to a computer system' because I tested a client's site security without written permission. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "pipul dem chuk mi wit knife afta dem tif mi bag, a de bled na road, dem stil de near", intent: "safety" },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message: "Agency in Lagos owes me for 4 months of work. Contract says arbitration. I want to start proceedings. Can you help?",
    intent: "area:arbitration",
  },
  { message: "a get small moto, a fit pak am na una ofis?", intent: "knowledge:Parking" },
  { message: "i wnt 2 tok 2 a lawyer pls can i cm 2moro", intent: "booking" },
  { message: "How much is a return flight London to Freetown in December usually?", intent: "off-topic" },
  { message: "ow a go fit get una", intent: "contact" },
  { message: "dey arest my dad dis mornin n take him 2 police, dey sey he receive stolen laptop. he stil dey", intent: "urgent" },
  { message: "do you handle everything or only some cases?", intent: "services" },
  {
    message: "police se a fo kam na stashon monday fo ansa question bot scam wey dem se pass na mi café computa. a nid lawyer fo go wit mi",
    intent: "area:criminal",
  },
  { message: "Morning, anyone there?", intent: "greeting" },
  {
    message: "Dear Sir, my neighbour has extended his fence into the plot where my training centre stands. I require a lawyer to resolve the boundary dispute.",
    intent: "area:land",
  },
  {
    message:
      "I'm on the phone with my sister in Freetown, police are in her apartment now telling her husband to come with them over a crypto thing. What should she do, can a lawyer come?",
    intent: "urgent",
  },
  { message: "Do you guys know how to set up a Stripe account from Sierra Leone? It keeps rejecting me.", intent: "off-topic" },
  {
    message: "i sign contract wit a compny 2 do data entry frm home bt dey stop payin afta 2 munts. i have d contract. can u help me",
    intent: "area:contract",
  },
  {
    message: "If I register my app's name as a business in Sierra Leone, does that stop others from using it, or do I need a trademark too?",
    intent: "legal-question",
  },
  {
    message:
      "there is a man who follow me from the bus stop every evening since i refuse his design job, today he grab my hand and say he will show me. i am scared to go home",
    intent: "safety",
  },
  { message: "a fit kam 4.30 evin, una go stil de?", intent: "hours" },
  {
    message:
      "I want to register a company in Sierra Leone for my app so local banks and mobile money partners will deal with us. I'm in London, can you handle the registration for me?",
    intent: "area:business",
  },
  { message: "wat cases do u tek", intent: "services" },
  {
    message: "Looking to book a sit-down with your business partner about a company registration. Friday afternoon okay? And what should I bring?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  {
    message:
      "My late father's will leaves everything to my stepmother and cuts out my siblings. We want to challenge it. Can your family law team help with the probate?",
    intent: "area:family",
  },
  { message: "dem don tek mi boss na Kissy polis stashon, dem se di fone dem we wi de sel na tif wan. e de de since yestade", intent: "urgent" },
  {
    message: "Dear Sir, I wish to know whether consultations can be conducted in Mende or Kono as my father will be attending.",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "mi fone dem wey a ordar from China, di ship kam bot dem se di container get wrong declarashon an dem go seize am. a nid lawyer",
    intent: "area:shipping",
  },
  {
    message: "Client cancelled halfway through a fixed-price project and wants a full refund of the deposit. Do I have to give it back?",
    intent: "legal-question",
  },
  {
    message:
      "Our dispute with a former co-founder over equity needs to be resolved quietly. We'd like to go through mediation or arbitration rather than court. Is that something you handle?",
    intent: "area:arbitration",
  },
  { message: "abeg how a fit fix printa wey de jam evri tem", intent: "off-topic" },
  { message: "wat is ur email adres", intent: "email" },
  {
    message:
      "the police charge me for forgery because they say i design fake certificates for somebody. i only design what the client asked. i have court next week, please i need a lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, a dismissed staff member has been threatening to kill me and my family. Last night he came to my house with a machete. We are now staying elsewhere. Please advise.",
    intent: "safety",
  },
  { message: "What documents do I need to bring when I come in? I have my passport and the contract with the agency.", intent: "knowledge:What to bring" },
  {
    message: "Our finance officer was arrested at the bank this afternoon and is being held at the police post there. Please, can a lawyer go right now?",
    intent: "urgent",
  },
  { message: "a pay fo lan na Grafton, di man gi mi paper bot now a yeri se e sel di sem lan to 2 oda pipul. a nid lawyer", intent: "area:land" },
  { message: "Who's on your team? I'd like to know who I'd be dealing with.", intent: "team" },
  { message: "Can your bot write us a job advert for a junior backend developer?", intent: "off-topic" },
  {
    message: "Need a freelance contract template reviewed and adapted to Sierra Leone law: payment terms, IP, termination. Can your contract team do this?",
    intent: "area:contract",
  },
  { message: "tenki tenki", intent: "thanks" },
  { message: "mi bos se if a lef di café e nor go pay mi di las munt. e get rait fo do dat?", intent: "legal-question" },
  { message: "a wan mek appointment fo si lawyer bot mi man in fambul matter", intent: "booking" },
  { message: "Could you share your exact office address?", intent: "address" },
  { message: "police tk my frnd frm d trainin centre 2day, dey say he send bad msg 2 a big man. he is in d cell nw", intent: "urgent" },
  { message: "mi gyal don bon pikin fo mi bot in fambul nor wan mek a si di pikin. a wan lawyer", intent: "area:family" },
  { message: "What number can I call you on?", intent: "phone" },
  { message: "What are your hours in GMT? Sierra Leone is the same as UK winter time right?", intent: "hours" },
  {
    message:
      "my bank refuse to open account for my design business because they say my registration paper not complete. can your business lawyer help me fix it?",
    intent: "area:business",
  },
  { message: "sorry not sure where to start with this", intent: "unknown" },
  { message: "pls can u do my assignment on computer networks", intent: "off-topic" },
  { message: "Does the firm handle both corporate and litigation work? Just trying to understand your practice.", intent: "services" },
  { message: "how much una de charge for contract case? i don't have plenty money", intent: "knowledge:Fees" },
  {
    message: "My sister is being beaten by her husband right now in Freetown because she got a remote job, she's texting me from the bathroom. What do we do?",
    intent: "safety",
  },
  {
    message: "The vessel carrying our imported ATMs was delayed and the shipowner is disputing the charter party terms. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message: "Dear Sir, the municipal council says I must pay a new levy on my training centre. Are they legally permitted to charge this?",
    intent: "legal-question",
  },
  { message: "Alright, cheers, bye", intent: "goodbye" },
  {
    message: "the client in Guinea and me agree to arbitration in the contract. now they refuse to pay. please can you start the arbitration for me",
    intent: "area:arbitration",
  },
  { message: "ow a fit kol una or sen mesej", intent: "contact" },
  { message: "I'd like a consultation about my app being copied. Can we set something up for next week?", intent: "booking" },
  { message: "weh di basketball court de na Kissy we pikin dem de ple?", intent: "off-topic" },
  {
    message:
      "my cousin is hold at the police station in Lunsar since yesterday, they say he sell fake phones online. they beat him and not let him see anybody",
    intent: "urgent",
  },
  {
    message: "mi an mi kompin dem wan mek wi laptop shop get shareholding, bot wi nor sabi ow fo sheb am. una fit ep wi put am na paper?",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir, I regret to inform you that my brother was arrested at his cyber café in Kenema this morning. He remains in police custody. We require a lawyer to attend immediately.",
    intent: "urgent",
  },
  { message: "Can you help me write a cover letter for a software engineering role?", intent: "off-topic" },
  { message: "di man we a rent di shop fram don se e go double di rent nex munt. di agrimnt se 2 yia, e fit jus double am so?", intent: "legal-question" },
  {
    message:
      "Our office is being stoned right now by a crowd who think we're behind an online loan app that shamed them. Staff are trapped inside. Please help.",
    intent: "safety",
  },
  { message: "the father of my son want to take him to Guinea without my permission. i need lawyer for custody", intent: "area:family" },
  { message: "Are you open during the Christmas week?", intent: "hours" },
  {
    message:
      "My brother has been released on bail after being accused of running a fake job-recruitment page. The prosecution is going ahead. We need a strong criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "can i get appointment with the family lawyer this week please", intent: "booking" },
  {
    message: "My mum is leasing out her land in Goderich to a telecom company for a mast. I'd like a lawyer to handle the lease for her.",
    intent: "area:land",
  },
  { message: "I've heard Adama Koroma is good with commercial arbitration. What's Adama Koroma's background?", intent: "attorney:Adama Koroma" },
  { message: "dem don ol mi kompin na polis sel fo tu dey now, dem se na in de sel tif laptop na di café. abeg", intent: "urgent" },
  { message: "hw do i chaj my laptop wen no light, is powerbank ok", intent: "off-topic" },
  {
    message: "a bin gi one man moni fo bring 20 fone fram Dubai, wi sign agrimnt, e nor bring dem an e nor gi mi moni bak. a wan lawyer",
    intent: "area:contract",
  },
  { message: "pipul dem de fet mi broda na di junction naw se na in tif di laptop, dem de bit am bad", intent: "safety" },
  { message: "is der parkin at ur ofis? my uncl wl drive me", intent: "knowledge:Parking" },
  {
    message: "i send some design equipment to Ghana by ship and the agent say it is missing. i have the bill of lading. i want to claim",
    intent: "area:shipping",
  },
  {
    message: "The startup I worked for in Freetown never paid my last three months. Now they've shut down. Are the directors personally liable to pay me?",
    intent: "legal-question",
  },
  { message: "hello good afternoon", intent: "greeting" },
  { message: "my uncl hav a contract wit a compny n dey hav problm. d contract sey dey mst go 2 arbitrashon. can u help him", intent: "area:arbitration" },
  { message: "una de ep pipul wit wetin?", intent: "services" },
  {
    message:
      "My co-founder is being held at the CID right now, they've had him since 10am over a customer complaint about our payment app. Can someone get there?",
    intent: "urgent",
  },
  { message: "Dear Sir, how many lawyers practise in your chambers?", intent: "team" },
  {
    message: "We have a UK-registered startup and want to open a Sierra Leone subsidiary. Need help with incorporation and local banking.",
    intent: "area:business",
  },
  { message: "what font is good for a wedding invitation", intent: "off-topic" },
  {
    message: "Can I come in to see a lawyer this Wednesday about an unpaid contract? Around 3? Also is there parking?",
    intent: "booking",
    also: ["knowledge:Parking"],
  },
  { message: "my frnd copy my app idea n now he sey its his own. can i sue him n win?", intent: "legal-question" },
  {
    message:
      "There's someone outside my place right now banging on the door and saying I owe him for a laptop deal, he's shouting that he'll kill me. I'm inside with the lights off.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, my wife and I wish to formalise a separation and agree on maintenance and custody for our two children. Kindly advise whether you can represent me.",
    intent: "area:family",
  },
  { message: "una get lawyer we de tok Fula? mi papa nor sabi Krio", intent: "knowledge:Languages spoken" },
  {
    message: "they lock my friend up at Aberdeen police since last night because of a tweet about the government, please we need lawyer now",
    intent: "urgent",
  },
  { message: "dem akuse mi se a de sel fake SIM card. di kes de na kot. a nid lawyer fo defend mi", intent: "area:criminal" },
  { message: "What's the current exchange rate of dollars to leones?", intent: "off-topic" },
  { message: "una de open tumara?", intent: "hours" },
  { message: "our neighbur in Makeni move d boundary stone n build on our famly lan. we nid help", intent: "area:land" },
  { message: "Appreciate it, thanks", intent: "thanks" },
  {
    message: "my landlord's son tried to force himself on me last night and said if i tell anyone he will kill me. i am hiding at my friend place",
    intent: "safety",
  },
  {
    message: "A former employee is claiming wrongful dismissal and threatening to sue. We need a contract and employment lawyer to handle it.",
    intent: "area:contract",
  },
  { message: "una fon nomba", intent: "phone" },
  { message: "Ok that's everything, bye for now!", intent: "goodbye" },
  { message: "polis jus cam 2 our house n tek my brada, dey sey he tif laptop frm d centre. dey go wit him nw", intent: "urgent" },
  { message: "What's the best place to learn Python online for free?", intent: "off-topic" },
  {
    message:
      "Dear Sir, I imported solar panels and computers for my centre. The vessel was delayed for two months and the goods were damaged by water. I require legal assistance with the claim.",
    intent: "area:shipping",
  },
  { message: "If we terminate a staff member for leaking our client database, do we still owe him end-of-service benefits?", intent: "legal-question" },
  { message: "Do you guys do IP and tech stuff or just the usual legal areas?", intent: "services" },
  { message: "i want all your contact please, phone and email and whatsapp", intent: "contact" },
  { message: "a fo bring mi ID an di risit dem wen a de kam?", intent: "knowledge:What to bring" },
  { message: "Could I book a meeting with your shipping lawyer on Tuesday?", intent: "booking" },
  { message: "if a tek poda poda from Kissy, wusai a fo drop fo kam una ofis?", intent: "address" },
  {
    message:
      "An arbitrator in Freetown gave an award in my favour against the agency that copied my app designs, but they're ignoring it. Can you get it enforced for me?",
    intent: "area:arbitration",
  },
];
